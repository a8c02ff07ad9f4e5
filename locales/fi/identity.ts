import type { Translation } from '../index';

const identity: Translation<'identity'> = {
  bankIdentity: {
    signInTitle: 'Kirjaudu BankID:llä',
    signUpTitle: 'Rekisteröidy BankID:llä',
    scanIntro: 'Avaa BankID-sovellus puhelimessasi, napauta QR-koodin kuvaketta ja skannaa tämä koodi.',
    qrLabel: 'BankID-sovelluksella skannattava QR-koodi',
    sameDeviceIntro: 'Avaa BankID-sovellus tällä laitteella tunnistautuaksesi.',
    openApp: 'Avaa BankID-sovellus',
    useThisDevice: 'Käytä BankID:tä tällä laitteella',
    useOtherDevice: 'Käytä BankID:tä toisella laitteella',
    starting: 'Käynnistetään BankID...',
    waiting: 'Odotetaan, että tunnistaudut BankID-sovelluksessa.',
    appOpened: 'Jatka BankID-sovelluksessa',
    timeUp: 'Aika loppui',
    timeUpBody: 'Tunnistautumista ei saatu valmiiksi ajoissa.',
    frameTitle: 'BankID-tunnistautuminen',
    signedIn: 'Olet kirjautunut sisään.',
    continueSignUp: 'Viimeistele rekisteröityminen avautuneessa ikkunassa.',
  },
  unsubscribeLink: {
    title: 'Peru tilaus',
    working: 'Perutaan tilausta...',
    done: 'Tilauksesi on peruttu',
  },
};

export default identity;
