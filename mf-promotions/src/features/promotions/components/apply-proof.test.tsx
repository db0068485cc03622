import { fireEvent, renderWithProviders, screen, waitFor, memberSession } from '@jogo/shared/testing';
import { ApplyForm } from './apply-form';

/** A promotion whose rules ask for the deposit proof: the images field is required. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string) => {
  const bytes = new Uint8Array(64);
  bytes.set(PNG_HEAD);
  return new File([bytes], name, { type: 'image/png' });
};
const APPLY = 'POST /wps/relay/MCS2_applyPromotion';

function setup(proofRequired: boolean) {
  const onApplied = jest.fn();
  const view = renderWithProviders(
    <ApplyForm promotion={{ id: 1, title: 'Welcome bonus', proofRequired }} onApplied={onApplied} />,
    { session: memberSession() },
  );
  view.api.on(APPLY, { applicationId: 7, imageCount: 1, promotion: {} });
  const calls = () => view.api.calls.filter((c) => c.endpoint.path.endsWith('MCS2_applyPromotion'));
  return { ...view, onApplied, calls };
}

describe('ApplyForm: deposit proof', () => {
  it('marks the images required and sends nothing without one', async () => {
    const { calls, onApplied } = setup(true);
    expect(screen.getByText('Required: the deposit receipt (at least one image)')).toBeInTheDocument();
    expect(screen.getByLabelText('Add images')).toHaveAttribute('aria-required', 'true');
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'here it is' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This promotion asks for the deposit receipt: attach at least one image',
    );
    expect(calls()).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Add images'), { target: { files: [png('receipt.png')] } });
    expect(await screen.findByRole('button', { name: 'Remove receipt.png' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
  });

  it('a promotion that asks for no proof sends a remark alone', async () => {
    const { onApplied } = setup(false);
    expect(screen.queryByText('Required: the deposit receipt (at least one image)')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(onApplied).toHaveBeenCalled());
  });
});
