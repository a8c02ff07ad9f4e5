import type { Translation } from '../index';

const signIn: Translation<'signIn'> = {
  signIn: {
    title: 'Kirjaudu sisään',
    submit: 'Kirjaudu sisään',
    forgotPassword: 'Unohditko salasanasi?',
    signedIn: 'Olet kirjautunut sisään.',
  },
  forgotPassword: {
    title: 'Unohtunut salasana',
    intro: 'Anna tilisi sähköpostiosoite, niin lähetämme sinulle linkin, jolla voit palauttaa salasanasi.',
    submit: 'Lähetä palautuslinkki',
    sent: 'Sähköposti on lähetetty',
    captcha: 'En ole robotti',
  },
  resetPassword: {
    title: 'Palauta salasana',
    newPassword: 'Uusi salasana',
    submit: 'Päivitä salasana',
    updated: 'Salasanasi on päivitetty',
    letsSignIn: 'Kirjaudutaan sisään',
  },
  activation: {
    title: 'Aktivoi tilisi',
    intro: 'Anna aktivointikoodi, jonka lähetimme sähköpostiisi.',
    code: 'Aktivointikoodi',
    submit: 'Aktivoi',
    requestCode: 'Lähetä minulle uusi koodi',
    activated: 'Tili aktivoitu',
    codeSent: 'Aktivointikoodi on lähetetty',
    alreadyActivated: 'Tilisi on jo aktivoitu',
  },
  activateMessage: {
    title: 'Aktivoi tilisi',
    body: 'Lähetimme aktivointikoodin sähköpostiisi. Aktivoi tilisi, jotta voit tallettaa ja pelata oikealla rahalla.',
    activateNow: 'Syötä aktivointikoodi',
  },
  welcome: {
    title: 'Tervetuloa',
    play: 'Aloita pelaaminen',
  },
  message: {
    'invalid-reset-pw-token': {
      title: 'Linkki ei ole kelvollinen',
      body: 'Tämä salasanan palautuslinkki ei ole enää voimassa. Pyydä uusi linkki.',
    },
    'activation-required': {
      title: 'Aktivointi vaaditaan',
      body: 'Aktivoi tilisi ennen kuin talletat, nostat rahaa tai pelaat oikealla rahalla.',
    },
    'activation-complete': {
      title: 'Tili aktivoitu',
      body: 'Tilisi on aktivoitu. Voit nyt tallettaa ja pelata.',
    },
    'restricted-access': {
      title: 'Rajoitettu pääsy',
      body: 'Ei saatavilla maassasi',
    },
  },
  terms: {
    title: 'Käyttöehdot',
    version: 'Versio {version}',
    mustAccept: 'Käyttöehtomme ovat muuttuneet. Lue ja hyväksy ne jatkaaksesi.',
    accept: 'Hyväksy',
    accepted: 'Kiitos! Olet hyväksynyt käyttöehdot.',
  },
};

export default signIn;
