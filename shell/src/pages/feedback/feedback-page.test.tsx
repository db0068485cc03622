import userEvent from '@testing-library/user-event';
import type { ModalRequest } from '@jogo/shared/bus';
import {
  apiError,
  createFakeApi,
  fireEvent,
  memberSession,
  renderWithProviders,
  screen,
  waitFor,
  recordModals,
} from '@jogo/shared/testing';
import { FeedbackPage } from './feedback-page';

const png = (name = 'shot.png', size = 2000) => {
  const f = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], name, { type: 'image/png' });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
const input = () => screen.getByLabelText('Add image') as HTMLInputElement;
const pick = (...files: File[]) => fireEvent.change(input(), { target: { files } });

describe('feedback page', () => {
  it('asks guests to log in', async () => {
    renderWithProviders(<FeedbackPage />);
    const modals: ModalRequest[] = [];
    recordModals((m) => modals.push(m));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(modals).toEqual([{ name: 'login' }]);
    expect(screen.queryByRole('button', { name: 'Send feedback' })).toBeNull();
  });

  it('counts characters up to 140 and refuses more', async () => {
    const api = createFakeApi();
    renderWithProviders(<FeedbackPage />, { session: memberSession(), api });
    const box = screen.getByLabelText('Your feedback');
    fireEvent.change(box, { target: { value: 'a'.repeat(140) } });
    expect(screen.getByText('140 / 140')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'a'.repeat(141) } });
    expect(screen.getByText('141 / 140')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Feedback can have at most 140 characters.');
    expect(api.calls).toHaveLength(0);
  });

  it('needs some text', async () => {
    const api = createFakeApi();
    renderWithProviders(<FeedbackPage />, { session: memberSession(), api });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert').textContent).toBe('Please write your feedback.');
    expect(api.calls).toHaveLength(0);
  });

  it('refuses images that are not png or jpg, larger than 5 MB, or beyond the third', () => {
    renderWithProviders(<FeedbackPage />, { session: memberSession() });
    pick(new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(screen.getByRole('alert').textContent).toBe('Only PNG or JPG images are accepted.');
    pick(png('big.png', 5 * 1024 * 1024 + 1));
    expect(screen.getByRole('alert').textContent).toBe('Each image may be at most 5 MB.');
    pick(png('1.png'), png('2.png'), png('3.png'), png('4.png'));
    expect(screen.getByRole('alert').textContent).toBe('You can attach at most 3 images.');
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(3);
    // the add button goes away at three
    expect(screen.queryByLabelText('Add image')).toBeNull();
  });

  it('shows the rules in Portuguese', () => {
    renderWithProviders(<FeedbackPage />, { session: memberSession(), language: 'PT' });
    fireEvent.change(screen.getByLabelText('Adicionar imagem'), {
      target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] },
    });
    expect(screen.getByRole('alert').textContent).toBe('Só são aceitas imagens PNG ou JPG.');
  });

  it('removes an image', async () => {
    renderWithProviders(<FeedbackPage />, { session: memberSession() });
    pick(png('1.png'), png('2.png'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1.png' }));
    expect(
      screen.getAllByRole('button', { name: /Remove image/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove image 2.png']);
  });

  it('sends the text and images to PUT /wps/feedback and thanks the member', async () => {
    const api = createFakeApi().on('PUT /wps/feedback', { id: 1, imageCount: 1 });
    renderWithProviders(<FeedbackPage />, { session: memberSession(), api });
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: '  Great site  ' } });
    pick(png());
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you! Your feedback was sent.')).toBeTruthy();
    const body = api.calls[0].options.body as { content: string; images: string[] };
    expect(body.content).toBe('Great site');
    expect(body.images).toHaveLength(1);
    expect(body.images[0]).toMatch(/^data:image\/png;base64,/);
  });

  it("shows the gateway's message when sending fails", async () => {
    const api = createFakeApi().on('PUT /wps/feedback', () => {
      throw apiError(400, 'feedback.image_type', 'Images must be PNG or JPG');
    });
    renderWithProviders(<FeedbackPage />, { session: memberSession(), api });
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: 'hello' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Images must be PNG or JPG'));
    expect((screen.getByLabelText('Your feedback') as HTMLTextAreaElement).value).toBe('hello');
  });
});
