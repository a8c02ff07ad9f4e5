import type { Translation } from '../index';

const engagement: Translation<'engagement'> = {
  engagement: {
    jackpots: {
      title: 'แจ็คพอต',
      total: 'รวม',
      empty: 'ขณะนี้ไม่มีแจ็คพอต',
    },
    tournament: {
      title: 'ทัวร์นาเมนต์',
      starts: 'เริ่ม',
      ends: 'สิ้นสุด',
      endsIn: 'สิ้นสุดในอีก',
      timeLeft: '{days} วัน {hours} ชม. {minutes} นาที {seconds} วินาที',
      ended: 'ทัวร์นาเมนต์สิ้นสุดแล้ว',
      position: 'อันดับ',
      name: 'ชื่อ',
      points: 'คะแนน',
      optIn: 'ลงทะเบียนเข้าร่วม',
      optedIn: 'คุณเข้าร่วมทัวร์นาเมนต์แล้ว',
      aroundMe: 'อันดับของฉัน',
      fromTop: 'อันดับต้น ๆ',
      pages: 'หน้าของกระดานผู้นำ',
      previous: 'ก่อนหน้า',
      next: 'ถัดไป',
      positions: 'อันดับ {from} ถึง {to}',
      empty: 'ยังไม่มีผู้เล่นในกระดานผู้นำ',
    },
    chat: {
      open: 'แชทกับเรา',
      starting: 'กำลังเริ่มแชท...',
    },
  },
};

export default engagement;
