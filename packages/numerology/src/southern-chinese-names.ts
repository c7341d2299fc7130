/**
 * Chinese names as Singapore, Malaysia, Hong Kong and Macau write them: family names romanised from Hokkien, Teochew,
 * Hakka and Cantonese (Tan, Lim, Goh, Ng, Teo, Chan), and the syllables their given names are made of (Boon Keng,
 * Chok Tong, Kah Kee), for the greeting of a name written family name first (src/surname-first.ts, ADR 0994).
 */

/**
 * The family names, each character with the spellings registries in Singapore, Malaysia, Hong Kong and Macau use
 * for it: 87 of the commonest Chinese family names there, and only spellings that the Chinese Wikipedia's table of
 * family-name romanisations (漢姓羅馬字標注) gives for that character in one of those four places (Kwek and Yeap,
 * though common, are not in it, and are not here). Only the spellings matter to the code.
 */
const SOUTHERN_FAMILY_TABLE =
  '陈 Tan Chan Chin Ting; 林 Lim Lam Lum; 李 Lee; 黄 Ng Wee Ooi Wong Eng Bong; 王 Ong Heng Wong; 吴 Goh Ng; ' +
  '蔡 Chua Chuah Chai Choi Tsoi; 张 Teo Teoh Chong Cheong Tiong Cheung; 许 Koh Khoo Khor Kho Khaw Hee; ' +
  '杨 Yeo Yeoh Yong Yeung; 刘 Lau Liew Low Law; 郑 Tay Tee Teh Cheng; 梁 Neo Leong Liong Leung; ' +
  '谢 Chia Seah Cheah Sia Tse; 郭 Quek Kuek Koay Kok Kwok; 何 Ho Hoh Hor; 周 Chew Chow Chiew; 叶 Yap Yip; ' +
  '胡 Oh Foo Hoo; 曾 Chan Chen Tsang; 洪 Ang Hong Hung; 邱 Khoo Khor Kiew Yau; 孙 Soon Sng Suen; ' +
  '徐 Chee Tsui See; 沈 Sim Shum; 苏 Soh Saw So Soo; 方 Png Fong Pung; 潘 Phua Phang Poon Pan; 傅 Poh Foo; ' +
  '薛 Sih; 庄 Chng Chong; 颜 Gan Ngan; 卢 Loh Low Loo Lo; 罗 Loh Lor Law Lo; 锺 Chong Chung Cheng; ' +
  '赵 Teo Chew Chiu; 朱 Choo Chu Chee; 魏 Gui Ngui Ngai; 余 Yee Yu Eu; 程 Thia Cheng Ching; 江 Kang Kong; ' +
  '蒋 Chiang Cheong; 彭 Peh Phang Pang; 廖 Leow Liew Liu; 邓 Teng Tang; 萧 Seow Siew Siu; 姚 Yeo Yiu; ' +
  '高 Koh Kow Ko; 柯 Kua Quah Or; 白 Peh Pak; 马 Beh Mah Ma; 欧 Au Aw Ow; 严 Giam Ngiam Yim; ' +
  '冯 Pang Foong Fung Fong; 莫 Mok; 谭 Tham Tam; 甘 Kam; 詹 Chiam; 戴 Tai; 黎 Lai; 赖 Lai; 翁 Ang Yung; ' +
  '龚 Kong Kiong; 骆 Lok Loke; 陆 Luk Lok; 杜 Toh Too; 唐 Tng Tong Thong; 孔 Khong Hung; 梅 Boey Mui; ' +
  '麦 Mak Beh; 施 See Si; 宋 Song Sung; 邵 Seow Siu; 丁 Teng Ting; 霍 Fok; 袁 Yuen; 卓 Toh Cheuk; ' +
  '石 Chioh Shek; 关 Kwan; 温 Woon Voon Wan; 韦 Wai Wee; 曹 Chow Cho Tso; 祁 Kee; 吕 Loo Lui; 钱 Chee Chin; ' +
  '侯 Hau; 岑 Sum Shum';

/** Family names in Southern Chinese romanisation (Tan, Lim, Goh, Ng, Chua, Teo, Yeo, Koh, Khoo, Chan…). */
export const SOUTHERN_SURNAMES: ReadonlySet<string> = new Set(
  SOUTHERN_FAMILY_TABLE.split(';').flatMap((row) =>
    row
      .trim()
      .split(' ')
      .slice(1)
      .map((s) => s.toUpperCase()),
  ),
);

/**
 * The commonest of them in Singapore and Malaysia, which end a name written given name first (Lee Kim Tan): after a
 * first word that is also a given name (Lee, Teo, Wee), such a last word leaves the order unsure.
 */
export const COMMON_SOUTHERN_SURNAMES: ReadonlySet<string> = new Set(
  (
    'TAN LIM LEE NG ONG WONG GOH CHUA CHAN KOH TEO ANG YEO TAY HO LOW TOH SIM CHONG CHIA LAU SEAH CHEW QUEK YAP ' +
    'FOO KHOO HENG LAI LEONG LOH PANG PHUA SOH TEE KOK WEE NEO POH CHEE'
  ).split(' '),
);

/**
 * Syllables of given names in Hokkien, Teochew and Hakka as Singapore and Malaysia write them (Boon, Keng, Chok,
 * Kah, Swee, Hock, Huat, Teck, Ah), with those of Cantonese in Hong Kong's spelling that the Cantonese rule does not
 * list. A closed list, as for Korean (ADR 0911): no syllable shape, and no Vietnamese middle name (Van, Thi, Duc,
 * Minh, Ngoc), so Ho Chi Minh and Nguyen Van An keep the Vietnamese reading.
 */
export const SOUTHERN_GIVEN_SYLLABLES: ReadonlySet<string> = new Set(
  (
    'AH AIK AUN BAN BEE BENG BIN BOCK BOK BOON BOW BUAN CHAI CHAN CHEE CHENG CHEOW CHEW CHIA CHIAN CHIANG CHIN CHING ' +
    'CHIOK CHIT CHOH CHOK CHONG CHOO CHOON CHOONG CHOR CHUAN CHUN CHYE EAN ENG GEOK GHEE GIAP GUAN HAI HAW HEAN ' +
    'HEN HENG HIANG HIN HOCK HOE HONG HOO HOON HOW HUAT HUAY HWA HWEE JIN JOO JUAN JUI KAH KAN KANG KAY KEAN KEAT ' +
    'KEE KENG KHENG KHOON KIAN KIANG KIAT KIM KIN KIOK KIT KOK KON KONG KOON KUAN KUNG KWANG KWEE KWON LAI LAY LEK ' +
    'LENG LIAN LIANG LIAT LIONG LOCK LOKE LOONG LOY LUCK MENG MIANG MUI NIEN ONN PENG PEK PHENG PIOW POH PUAN PUAT ' +
    'PUAY PUNG SAN SAY SENG SEONG SER SHIN SIANG SIEW SIK SIN SIONG SOCK SOI SOON SUAN SWAN SWEE TAN TAT TECK TEE ' +
    'TEIK TENG THAY TIAM TIAN TIONG TOCK TONG TSU TUAN TUCK WAH WAN WEE WEI WENG YAM YANG YAO YE YEE YEN YEOW YEW ' +
    'YIN YONG YOKE YU'
  ).split(' '),
);
