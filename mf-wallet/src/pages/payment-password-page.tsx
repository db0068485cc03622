import type { RemotePageProps } from '@jogo/shared/federation';

/** Placeholder until this remote's issue builds the page. */
export default function Page(_props: RemotePageProps) {
  return <section data-page="payment-password-page" />;
}
