import { screen } from '@testing-library/react';
import { renderWithProviders } from '@kredi/kernel/testing';
import { mockUsersApi } from '@kredi/contracts/testing';
import { setupUser } from '../../../../test/creditFormDriver';
import { CallMeSwitch } from './CallMeSwitch';

afterEach(() => jest.restoreAllMocks());

function renderSwitch(phone: string, verificationProof: string) {
  const onAlert = jest.fn();
  renderWithProviders(<CallMeSwitch phone={phone} verificationProof={verificationProof} onAlert={onAlert} />);
  return { onAlert, toggle: screen.getByRole('switch', { name: 'Beni hemen arayın' }) };
}

describe('CallMeSwitch preconditions', () => {
  it('without a proof of the phone asks to verify the phone first and sends nothing', async () => {
    const user = setupUser();
    const calls = mockUsersApi();
    const { onAlert, toggle } = renderSwitch('5321234567', '');
    await user.click(toggle);
    expect(onAlert).toHaveBeenCalledWith('Lütfen önce telefon numaranızı doğrulayınız.');
    expect(toggle).not.toBeChecked();
    expect(calls).toHaveLength(0);
  });

  it('with an invalid phone asks for a valid one and sends nothing', async () => {
    const user = setupUser();
    const calls = mockUsersApi();
    const { onAlert, toggle } = renderSwitch('5001234567', 'kanit');
    await user.click(toggle);
    expect(onAlert).toHaveBeenCalledWith('Lütfen geçerli bir telefon numarası giriniz.');
    expect(toggle).not.toBeChecked();
    expect(calls).toHaveLength(0);
  });

  it('with both sends call-me once and then stays on', async () => {
    const user = setupUser();
    const calls = mockUsersApi();
    const { onAlert, toggle } = renderSwitch('5321234567', 'kanit');
    await user.click(toggle);
    expect(await screen.findByText(/Geri arama talebiniz alındı/)).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(toggle).toBeDisabled();
    expect(onAlert).not.toHaveBeenCalled();
    expect(calls.map((call) => call.body)).toEqual([{ phone: '5321234567', callme: true, verification_proof: 'kanit' }]);
  });
});
