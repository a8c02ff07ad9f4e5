import type { Translation } from '../index';

const games: Translation<'games'> = {
  games: {
    lobbyTitle: 'เกม',
    favoritesTitle: 'รายการโปรด',
    lastPlayedTitle: 'เล่นล่าสุด',
    filterLabel: 'ค้นหาเกม',
    play: 'เล่น',
    demo: 'ทดลองเล่น',
    playGame: 'เล่น {title}',
    demoGame: 'ทดลองเล่น {title}',
    addFavorite: 'เพิ่ม {title} ในรายการโปรด',
    removeFavorite: 'นำ {title} ออกจากรายการโปรด',
    addFailed: 'ไม่สามารถเพิ่ม {title} ในรายการโปรดของคุณได้ โปรดลองอีกครั้ง',
    removeFailed: 'ไม่สามารถนำ {title} ออกจากรายการโปรดของคุณได้ โปรดลองอีกครั้ง',
    noMatch: 'ไม่มีเกมที่ตรงกับ "{filter}"',
    noGames: 'ไม่มีเกมให้แสดง',
    shown: 'แสดง {shown} จาก {total} เกม',
    showMore: 'แสดงเกมเพิ่มเติม',
    noFavorites: 'คุณยังไม่มีเกมโปรด',
    noLastPlayed: 'คุณยังไม่ได้เล่นเกมใดเลย',
    signInForFavorites: 'เข้าสู่ระบบเพื่อดูเกมโปรดของคุณ',
    signInForLastPlayed: 'เข้าสู่ระบบเพื่อดูเกมที่คุณเล่นล่าสุด',
  },
};

export default games;
