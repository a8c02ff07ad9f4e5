import type { Translation } from '../index';

const identity: Translation<'identity'> = {
  bankIdentity: {
    signInTitle: 'เข้าสู่ระบบด้วย BankID',
    signUpTitle: 'สมัครสมาชิกด้วย BankID',
    scanIntro: 'เปิดแอป BankID บนโทรศัพท์ของคุณ แตะไอคอนคิวอาร์โค้ด แล้วสแกนโค้ดนี้',
    qrLabel: 'คิวอาร์โค้ดสำหรับสแกนด้วยแอป BankID',
    sameDeviceIntro: 'เปิดแอป BankID บนอุปกรณ์นี้เพื่อยืนยันตัวตนของคุณ',
    openApp: 'เปิดแอป BankID',
    useThisDevice: 'ใช้ BankID บนอุปกรณ์นี้',
    useOtherDevice: 'ใช้ BankID บนอุปกรณ์อื่น',
    starting: 'กำลังเริ่ม BankID...',
    waiting: 'กำลังรอให้คุณยืนยันตัวตนในแอป BankID',
    appOpened: 'ดำเนินการต่อในแอป BankID ของคุณ',
    timeUp: 'หมดเวลาแล้ว',
    timeUpBody: 'การยืนยันตัวตนไม่เสร็จสิ้นภายในเวลาที่กำหนด',
    frameTitle: 'การยืนยันตัวตนด้วย BankID',
    signedIn: 'คุณเข้าสู่ระบบแล้ว',
    continueSignUp: 'โปรดสมัครสมาชิกให้เสร็จในหน้าต่างที่เปิดขึ้น',
  },
  unsubscribeLink: {
    title: 'ยกเลิกการรับข่าวสาร',
    working: 'กำลังยกเลิกการรับข่าวสาร...',
    done: 'คุณได้ยกเลิกการรับข่าวสารแล้ว',
  },
};

export default identity;
