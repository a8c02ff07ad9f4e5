import type { Translation } from '../index';

const common: Translation<'common'> = {
  actions: {
    close: 'ปิด',
    continue: 'ดำเนินการต่อ',
    prev: 'ก่อนหน้า',
    submit: 'ส่ง',
    cancel: 'ยกเลิก',
    confirm: 'ยืนยัน',
    decline: 'ปฏิเสธ',
    signIn: 'เข้าสู่ระบบ',
    signOut: 'ออกจากระบบ',
    tryAgain: 'ลองอีกครั้ง',
  },
  states: {
    loading: 'กำลังโหลด...',
  },
  fields: {
    email: 'อีเมล',
    password: 'รหัสผ่าน',
    confirmPassword: 'ยืนยันรหัสผ่าน',
  },
  validation: {
    required: 'จำเป็นต้องกรอกช่องนี้',
    emailRequired: 'กรุณากรอกที่อยู่อีเมล',
    emailInvalid: 'กรุณากรอกที่อยู่อีเมล',
    passwordTooLong: 'ใช้ได้ไม่เกิน 128 ตัวอักษร',
    emailTooLong: 'ใช้ได้ไม่เกิน 254 ตัวอักษร',
    passwordRequired: 'กรุณากรอกรหัสผ่านของคุณ',
    passwordStrength: 'ใช้อย่างน้อย 8 ตัวอักษร โดยมีตัวพิมพ์ใหญ่ ตัวพิมพ์เล็ก ตัวเลข และอักขระพิเศษ',
    passwordIncludesEmail: 'รหัสผ่านต้องไม่มีอีเมลของคุณอยู่ด้วย',
    confirmPasswordRequired: 'กรุณายืนยันรหัสผ่านของคุณ',
    passwordsMustMatch: 'รหัสผ่านต้องตรงกัน',
    activationCodeRequired: 'กรุณากรอกรหัสเปิดใช้งาน',
  },
  popup: {
    dialogLabel: 'กล่องโต้ตอบ',
  },
  support: 'ติดต่อฝ่ายบริการลูกค้า',
  errors: {
    fallback: 'เกิดข้อผิดพลาด กรุณาลองใหม่อีกครั้ง หรือติดต่อฝ่ายบริการลูกค้าหากปัญหายังคงอยู่',
    general: {
      'unknown-error': 'เกิดข้อผิดพลาดบางอย่าง',
      timeout: 'เซิร์ฟเวอร์ใช้เวลาตอบสนองนานเกินไป กรุณาลองใหม่อีกครั้ง',
      offline: 'ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้ กรุณาตรวจสอบการเชื่อมต่อของคุณแล้วลองใหม่อีกครั้ง',
      'restricted-access': 'ไม่สามารถใช้งานได้ในประเทศของคุณ',
      'activation-required': 'กรุณาเปิดใช้งานบัญชีของคุณก่อน',
      'not-implemented': 'ส่วนนี้ไม่พร้อมให้บริการที่นี่',
      'session-expired': 'เซสชันของคุณสิ้นสุดแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
    },
  },
};

export default common;
