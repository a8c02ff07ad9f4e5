import type { Translation } from '../index';

const errors: Translation<'errors'> = {
  errors: {
    'sign-in': {
      'invalid-field-username': 'ชื่อผู้ใช้ไม่ถูกต้อง',
      'invalid-field-password': 'รหัสผ่านไม่ถูกต้อง',
      'incorrect-credentials': 'ข้อมูลการเข้าสู่ระบบไม่ถูกต้อง',
      'unknown-error': 'เกิดข้อผิดพลาดบางอย่าง',
      'rate-limit': 'กรุณาลองใหม่อีกครั้งในอีกไม่กี่นาที',
      'player-self-blocked': 'คุณได้ระงับบัญชีของคุณด้วยตนเอง',
      'spel-paus-validation-error': 'คุณไม่ได้รับอนุญาตให้เข้าสู่ระบบ เนื่องจากผู้เล่นได้ลงทะเบียนไว้ใน Spelpaus',
      blocked: 'บัญชีของคุณถูกระงับ เกิดปัญหาในการเข้าสู่ระบบ กรุณาลองใหม่อีกครั้งหรือ{supportLink}',
      'login-time-blocked': 'คุณใช้เวลาเซสชันครบตามขีดจำกัดแล้ว เกิดปัญหาในการเข้าสู่ระบบ กรุณาลองใหม่อีกครั้งหรือ{supportLink}',
      blacklisted: 'เกิดปัญหาในการเข้าสู่ระบบ กรุณาลองใหม่อีกครั้งหรือ{supportLink}',
    },
    'sign-up': {
      'invalid-field-email': 'อีเมลไม่ถูกต้อง',
      'invalid-field-dob': 'วันเกิดไม่ถูกต้อง',
      'invalid-field-first-name': 'ชื่อไม่ถูกต้อง',
      'invalid-field-last-name': 'นามสกุลไม่ถูกต้อง',
      'invalid-field-address': 'ที่อยู่ไม่ถูกต้อง',
      'invalid-field-city': 'เมืองไม่ถูกต้อง',
      'invalid-field-zip': 'รหัสไปรษณีย์ไม่ถูกต้อง',
      'invalid-field-region': 'ภูมิภาคไม่ถูกต้อง',
      'invalid-field-country': 'ประเทศไม่ถูกต้อง',
      'invalid-field-phone': 'หมายเลขโทรศัพท์ไม่ถูกต้อง',
      'invalid-field-language': 'ภาษาไม่ถูกต้อง',
      'invalid-field-gender': 'เพศไม่ถูกต้อง',
      'invalid-field-currency': 'สกุลเงินไม่ถูกต้อง',
      'invalid-field-jurisdiction': 'เขตอำนาจทางกฎหมายไม่ถูกต้อง',
      'player-conflict': 'มีผู้เล่นนี้อยู่ในระบบแล้ว',
      'player-under-age': 'คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะสมัครสมาชิกได้',
      'country-invalid': 'ประเทศของคุณไม่ได้รับอนุญาตให้ใช้บริการ',
      'invalid-email-domain': 'โดเมนอีเมลนี้ถูกจำกัดการใช้งาน',
      'phone-exists': 'หมายเลขโทรศัพท์นี้มีอยู่ในระบบแล้ว',
      'region-blocked': 'ภูมิภาคนี้ถูกระงับ',
      blocked: 'คุณไม่ได้รับอนุญาตให้สมัครสมาชิก กรุณา{supportLink}',
      'spel-paus-validation-error': 'คุณไม่ได้รับอนุญาตให้สมัครสมาชิก เนื่องจากผู้เล่นได้ลงทะเบียนไว้ใน Spelpaus',
      GamblingIssuesCrossBrand: 'คุณไม่ได้รับอนุญาตให้สมัครสมาชิก กรุณา{supportLink}',
      MissingNameOrAddress: 'ไม่พบที่อยู่ที่ลงทะเบียนไว้ในสวีเดน กรุณาติดต่อฝ่ายบริการลูกค้า',
      'unknown-error': 'เกิดข้อผิดพลาดบางอย่าง',
    },
    'forgot-password': {
      'captcha-required': 'กรุณายืนยันว่าคุณไม่ใช่โปรแกรมอัตโนมัติ',
      'player-not-found': 'ไม่พบผู้เล่น',
    },
    'reset-password': {
      'player-not-found': 'ไม่พบผู้เล่น',
      'link-expired': 'ลิงก์รีเซ็ตรหัสผ่านของคุณหมดอายุแล้ว',
      'session-expired': 'เซสชันการรีเซ็ตรหัสผ่านของคุณหมดอายุแล้ว',
      'invalid-token': 'ลิงก์รีเซ็ตรหัสผ่านของคุณไม่ถูกต้อง',
      'missing-token': 'ไม่พบโทเค็น',
    },
    activate: {
      'link-expired': 'ลิงก์หมดอายุแล้ว',
      'player-not-found': 'ไม่พบผู้เล่น',
      'already-activated': 'เปิดใช้งานแล้ว',
      'incorrect-code': 'รหัสเปิดใช้งานไม่ถูกต้อง กรุณาลองอีกครั้งหรือขอรหัสเปิดใช้งานใหม่',
    },
    terms: {
      'unknown-error': 'เกิดข้อผิดพลาดบางอย่าง',
    },
    player: {
      'incorrect-credentials': 'รหัสผ่านเดิมของคุณไม่ถูกต้อง',
      'incorrect-password': 'รหัสผ่านของคุณไม่ถูกต้อง',
    },
    bonus: {
      'invalid-bonus': 'รหัสโบนัสไม่ถูกต้อง',
    },
    'bonus-selector': {
      'invalid-bonus': 'ขออภัย คุณไม่มีสิทธิ์รับโบนัสนี้ กรุณาเลือกโบนัสอื่น',
    },
    'responsible-gaming': {
      'limit-locked': 'ขีดจำกัดนี้ถูกล็อกไว้และไม่สามารถเปลี่ยนแปลงได้',
    },
    subscription: {
      'unknown-error': 'เกิดข้อผิดพลาดบางอย่าง',
    },
    'source-of-wealth': {
      'unknown-error': 'เกิดข้อผิดพลาดบางอย่าง',
    },
    unsubscribe: {
      'missing-token': 'ไม่พบโทเค็น',
    },
    kyc: {
      'invalid-file-type': 'ประเภทไฟล์ไม่ถูกต้อง',
    },
    tournament: {
      'optin-not-required': 'ไม่จำเป็นต้องลงทะเบียนเข้าร่วม',
      'already-optin': 'คุณลงทะเบียนเข้าร่วมแล้ว',
      'optin-not-allowed': 'ไม่ได้รับอนุญาต',
      'not-found': 'ไม่พบทัวร์นาเมนต์',
    },
    chat: {
      unavailable: 'ไม่สามารถเริ่มแชทได้ โปรดลองอีกครั้งในภายหลัง',
    },
    cashier: {
      'load-failed': 'ไม่สามารถโหลดหน้าฝาก-ถอนเงินได้ กรุณาลองใหม่อีกครั้ง',
    },
  },
  connectionLost: {
    title: 'การเชื่อมต่อขาดหาย',
    body: 'การเชื่อมต่อกับคาสิโนขาดหายและไม่สามารถกู้คืนได้ กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ตแล้วลองอีกครั้ง',
  },
};

export default errors;
