import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { codeBoxes, setupUser } from '../../../../test/creditFormDriver';
import type { SmsSubmitOutcome } from '../lib/smsCode';
import { SmsCodeDialog } from './SmsCodeDialog';

function renderDialog(outcome: SmsSubmitOutcome = 'verified') {
  const onSubmit = jest.fn(async (_code: string) => outcome);
  const onClose = jest.fn();
  const onResend = jest.fn(async () => true);
  const view = renderWithProviders(
    <SmsCodeDialog open phone="5321234567" verifying={false} onClose={onClose} onSubmit={onSubmit} onResend={onResend} resending={false} />,
  );
  return { onSubmit, onClose, onResend, view };
}

const sendButton = () => screen.getByRole('button', { name: 'Gönder' });
const values = () => codeBoxes().map((box) => box.value);

describe('SmsCodeDialog', () => {
  it('moves the focus forward as digits are typed, ignores other keys, and enables Gönder only with four digits', async () => {
    const user = setupUser();
    const { onSubmit } = renderDialog();
    const boxes = codeBoxes();
    expect(boxes[0]).toHaveFocus();
    expect(sendButton()).toBeDisabled();

    await user.keyboard('1');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('a');
    expect(values()).toEqual(['1', '', '', '']);
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('23');
    expect(boxes[3]).toHaveFocus();
    expect(sendButton()).toBeDisabled();
    await user.keyboard('4');
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(boxes[3]).toHaveFocus();
    expect(sendButton()).toBeEnabled();

    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledWith('1234');
  });

  it('goes back one box on Backspace in an empty box, emptying it', async () => {
    const user = setupUser();
    renderDialog();
    const boxes = codeBoxes();
    await user.keyboard('123');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[2]).toHaveFocus();
    expect(values()).toEqual(['1', '2', '', '']);
    await user.keyboard('{Backspace}');
    expect(boxes[1]).toHaveFocus();
    expect(values()).toEqual(['1', '', '', '']);
    await user.keyboard('9');
    expect(values()).toEqual(['1', '9', '', '']);
    expect(boxes[2]).toHaveFocus();
  });

  it('fills all four boxes from a pasted code, wherever it is pasted', async () => {
    const user = setupUser();
    renderDialog();
    await user.click(codeBoxes()[2]);
    await user.paste('Kodunuz: 5 6 7 8');
    expect(values()).toEqual(['5', '6', '7', '8']);
    expect(codeBoxes()[3]).toHaveFocus();
    expect(sendButton()).toBeEnabled();
  });

  it('sends with Enter once complete', async () => {
    const user = setupUser();
    const { onSubmit } = renderDialog();
    await user.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('4321{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('4321');
  });

  it.each([['Kapat'], ['İptal']])('closing with %s empties the boxes', async (name) => {
    const user = setupUser();
    const { onClose, view } = renderDialog();
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name }));
    expect(onClose).toHaveBeenCalledTimes(1);

    // The page closes and later reopens the modal: the old digits are gone.
    view.rerender(
      <SmsCodeDialog
        open={false}
        phone="5321234567"
        verifying={false}
        onClose={onClose}
        onSubmit={jest.fn()}
        onResend={jest.fn()}
        resending={false}
      />,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    view.rerender(
      <SmsCodeDialog
        open
        phone="5321234567"
        verifying={false}
        onClose={onClose}
        onSubmit={jest.fn()}
        onResend={jest.fn()}
        resending={false}
      />,
    );
    expect(values()).toEqual(['', '', '', '']);
  });

  it('empties the boxes after a wrong code and focuses the first, but keeps them after another failure', async () => {
    const user = setupUser();
    renderDialog('wrong');
    await user.keyboard('1111');
    await user.click(sendButton());
    expect(values()).toEqual(['', '', '', '']);
    expect(codeBoxes()[0]).toHaveFocus();
    expect(sendButton()).toBeDisabled();
  });

  it('keeps the digits when the check failed for another reason, so the person can retry', async () => {
    const user = setupUser();
    const { onSubmit } = renderDialog('failed');
    await user.keyboard('2222');
    await user.click(sendButton());
    expect(values()).toEqual(['2', '2', '2', '2']);
    await user.click(sendButton());
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('disables Gönder while the code is being checked', async () => {
    renderWithProviders(
      <SmsCodeDialog open phone="5321234567" verifying onClose={jest.fn()} onSubmit={jest.fn()} onResend={jest.fn()} resending={false} />,
    );
    await act(async () => {
      fireEvent.change(codeBoxes()[0], { target: { value: '1234' } });
    });
    expect(values()).toEqual(['1', '2', '3', '4']);
    expect(sendButton()).toBeDisabled();
  });

  it("offers 'Kodu tekrar gönder' after the countdown; a new code empties the boxes and starts it again", async () => {
    jest.useFakeTimers();
    try {
      const { onResend } = renderDialog();
      expect(screen.getByText('Yeni kodu 60 saniye sonra isteyebilirsiniz.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Kodu tekrar gönder' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(59_000));
      expect(screen.getByText('Yeni kodu 1 saniye sonra isteyebilirsiniz.')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('status')).toHaveTextContent('Kod ulaşmadıysa yenisini isteyebilirsiniz.');

      fireEvent.change(codeBoxes()[0]!, { target: { value: '12' } });
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));
      });
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(values()).toEqual(['', '', '', '']);
      expect(screen.getByRole('status')).toHaveTextContent('Yeni kod gönderildi.');
      expect(screen.getByText('Yeni kodu 60 saniye sonra isteyebilirsiniz.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("a refused resend (the API limit, told by the page's alert) leaves the button to try again later", async () => {
    jest.useFakeTimers();
    try {
      const onResend = jest.fn(async () => false);
      renderWithProviders(
        <SmsCodeDialog
          open
          phone="5321234567"
          verifying={false}
          onClose={jest.fn()}
          onSubmit={jest.fn()}
          onResend={onResend}
          resending={false}
        />,
      );
      act(() => jest.advanceTimersByTime(60_000));
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Kodu tekrar gönder' }));
      });
      expect(onResend).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Kodu tekrar gönder' })).toBeEnabled();
      expect(screen.getByRole('status')).not.toHaveTextContent('Yeni kod gönderildi.');
    } finally {
      jest.useRealTimers();
    }
  });
});
