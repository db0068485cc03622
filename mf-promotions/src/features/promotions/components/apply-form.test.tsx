import {
  apiError,
  fireEvent,
  renderWithProviders,
  screen,
  waitFor,
  memberSession,
} from '@jogo/shared/testing';
import { ApplyForm } from './apply-form';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const image = (name: string, head: number[] = PNG_HEAD, size = 64, type = 'image/png') => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};
const APPLY = 'POST /wps/relay/MCS2_applyPromotion';
const promotion = { id: 1, title: 'Welcome bonus' };

function setup() {
  const onApplied = jest.fn();
  const view = renderWithProviders(<ApplyForm promotion={promotion} onApplied={onApplied} />, {
    session: memberSession(),
  });
  view.api.on(APPLY, { applicationId: 7, imageCount: 1, promotion: {} });
  return { ...view, onApplied };
}
const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Add images'), { target: { files } });
const applyCalls = (api: ReturnType<typeof setup>['api']) =>
  api.calls.filter((c) => c.endpoint.path.endsWith('MCS2_applyPromotion'));

describe('ApplyForm', () => {
  it('sends the remark and a PNG as multipart, then reports the application', async () => {
    const { api, onApplied } = setup();
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: ' my receipt ' } });
    pick(image('receipt.png'));
    expect(await screen.findByRole('button', { name: 'Remove receipt.png' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() =>
      expect(onApplied).toHaveBeenCalledWith(expect.objectContaining({ applicationId: 7 })),
    );
    const body = applyCalls(api)[0]!.options.body as FormData;
    expect(body.get('promotionId')).toBe('1');
    expect(body.get('remark')).toBe('my receipt');
    expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['receipt.png']);
  });

  it('counts the remark and refuses 141 characters with a message, sending nothing', async () => {
    const { api } = setup();
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'x'.repeat(140) } });
    expect(screen.getByText('140/140')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(screen.getByLabelText('Remark'), { target: { value: 'x'.repeat(141) } });
    expect(screen.getByRole('alert')).toHaveTextContent('The remark may be at most 140 characters');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    await Promise.resolve();
    expect(applyCalls(api)).toHaveLength(0);
  });

  it('keeps three images and refuses a fourth; the picker disappears at three', async () => {
    setup();
    pick(image('1.png'), image('2.png'), image('3.png'), image('4.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 3 images');
    expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    expect(screen.queryByLabelText('Add images')).toBeNull();
  });

  it('refuses a 6 MB file and a GIF renamed .png before upload', async () => {
    const { api } = setup();
    pick(image('big.png', PNG_HEAD, 6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent('Each image may be at most 5 MB');
    pick(image('cat.png', [...new TextEncoder().encode('GIF89a')]));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Images must be PNG or JPG'));
    expect(screen.queryAllByRole('button', { name: /^Remove / })).toHaveLength(0);
    expect(applyCalls(api)).toHaveLength(0);
  });

  it('shows the gateway message when the server refuses the form', async () => {
    const { api, onApplied } = setup();
    api.on(APPLY, () => {
      throw apiError(400, 'promotion.image_type', 'Images must be PNG or JPG (server)');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Images must be PNG or JPG (server)');
    expect(onApplied).not.toHaveBeenCalled();
  });
});
