import type { Translation } from '../index';

const cashier: Translation<'cashier'> = {
  cashier: {
    depositTitle: 'Wpłata',
    withdrawTitle: 'Wypłata',
    frameTitle: 'Kasa płatności',
    signInFirst: 'Zaloguj się, aby wpłacić lub wypłacić środki.',
    activate: 'Aktywuj swoje konto',
    withdrawBlockedByBonus:
      'Wypłaty są zablokowane, dopóki masz aktywny bonus. Spełnij wymagania obrotu lub anuluj bonus, aby wypłacić środki.',
    limitLeft: 'Możesz jeszcze wpłacić {remainingAmount}.',
    limitReached: 'Osiągnięto Twój limit.',
    seeLimits: 'Zobacz swoje limity tutaj',
    outcome: {
      success: 'Płatność zakończona. Twoje saldo zostało zaktualizowane.',
      failed: 'Płatność nie powiodła się. Spróbuj ponownie lub wybierz inną metodę płatności.',
      pending: 'Płatność jest przetwarzana. Saldo zostanie zaktualizowane, gdy tylko się zakończy.',
      unresolved:
        'Nie udało się jeszcze potwierdzić płatności. Sprawdź saldo za chwilę lub skontaktuj się z obsługą klienta, jeśli się nie zmieni.',
      cancelled: 'Płatność została anulowana.',
      validationFailed: 'Niektóre dane płatności są nieprawidłowe. Sprawdź je i spróbuj ponownie.',
    },
  },
  pnp: {
    title: 'Pay N Play',
    intro:
      'Wybierz kwotę wpłaty, zidentyfikuj się przez BankID i graj. Bez formularza rejestracji: nowy gracz podaje tylko dane kontaktowe i limity wpłat.',
    amount: 'Kwota ({currency})',
    presets: 'Proponowane kwoty',
    invalidAmount: 'Wpisz kwotę większą od 0 i nie większą niż {max} {currency}.',
    start: 'Wpłać i graj',
    chosen: 'Twoja wpłata: {amount}',
    change: 'Zmień kwotę',
    newPlayer: 'Witaj! Podaj dane kontaktowe i limity wpłat, a potem zostanie dokonana wpłata.',
    done: 'Wpłata została dokonana. Miłej gry!',
  },
};

export default cashier;
