/**
 * Labels of a music store's sales (the Chinook sample's genres, countries and media types), in English and
 * Chinese, for the chart gallery's realistic data: what a real chart shows, long names included.
 */
export type GalleryLocale = 'en' | 'zh';

type Labels = Record<GalleryLocale, readonly string[]>;

export const genres: Labels = {
  en: ['Rock', 'Latin', 'Metal', 'Alternative & Punk', 'Jazz', 'TV Shows', 'Blues', 'Classical', 'Drama', 'R&B/Soul', 'Reggae', 'Pop', 'Soundtrack', 'Alternative', 'Hip Hop/Rap', 'Electronica/Dance', 'World', 'Heavy Metal', 'Sci Fi & Fantasy', 'Easy Listening', 'Comedy', 'Bossa Nova', 'Science Fiction', 'Rock And Roll', 'Opera'],
  zh: ['摇滚', '拉丁', '金属', '另类与朋克', '爵士', '电视节目', '蓝调', '古典', '戏剧', '节奏布鲁斯/灵魂', '雷鬼', '流行', '原声带', '另类', '嘻哈/说唱', '电子/舞曲', '世界音乐', '重金属', '科幻与奇幻', '轻音乐', '喜剧', '波萨诺瓦', '科幻', '摇滚乐', '歌剧'],
};

/** Names the world map knows in both languages. */
export const countries: Labels = {
  en: ['United States', 'Canada', 'France', 'Brazil', 'Germany', 'United Kingdom', 'Czech Republic', 'Portugal', 'India', 'Chile', 'Ireland', 'Hungary', 'Austria', 'Finland', 'Netherlands', 'Norway', 'Sweden', 'Spain', 'Poland', 'Italy', 'Denmark', 'Belgium', 'Australia', 'Argentina'],
  zh: ['美国', '加拿大', '法国', '巴西', '德国', '英国', '捷克', '葡萄牙', '印度', '智利', '爱尔兰', '匈牙利', '奥地利', '芬兰', '荷兰', '挪威', '瑞典', '西班牙', '波兰', '意大利', '丹麦', '比利时', '澳大利亚', '阿根廷'],
};

export const mediaTypes: Labels = {
  en: ['MPEG audio file', 'Protected AAC audio file', 'Protected MPEG-4 video file', 'Purchased AAC audio file', 'AAC audio file'],
  zh: ['MPEG 音频', '受保护的 AAC 音频', '受保护的 MPEG-4 视频', '已购 AAC 音频', 'AAC 音频'],
};

export const regions: Labels = {
  en: ['North America', 'Europe', 'Latin America', 'Asia Pacific'],
  zh: ['北美', '欧洲', '拉丁美洲', '亚太'],
};

/** Cities the China map places (prefecture-level cities, in pinyin and in characters). */
export const chinaCities: Labels = {
  en: ['Beijing', 'Shanghai', 'Guangzhou', 'Shenzhen', 'Chengdu', 'Hangzhou', 'Wuhan', "Xi'an", 'Nanjing', 'Chongqing', 'Tianjin', 'Suzhou', 'Changsha', 'Zhengzhou', 'Shenyang', 'Qingdao', 'Xiamen', 'Kunming', 'Harbin', 'Dalian', 'Jinan', 'Fuzhou', 'Hefei', 'Nanning', 'Urumqi', 'Lhasa', 'Lanzhou', 'Guiyang', 'Taiyuan', 'Haikou'],
  zh: ['北京', '上海', '广州', '深圳', '成都', '杭州', '武汉', '西安', '南京', '重庆', '天津', '苏州', '长沙', '郑州', '沈阳', '青岛', '厦门', '昆明', '哈尔滨', '大连', '济南', '福州', '合肥', '南宁', '乌鲁木齐', '拉萨', '兰州', '贵阳', '太原', '海口'],
};

export const provinces: Labels = {
  en: ['Guangdong', 'Jiangsu', 'Shandong', 'Zhejiang', 'Henan', 'Sichuan', 'Hubei', 'Fujian', 'Hunan', 'Shanghai', 'Anhui', 'Beijing', 'Hebei', 'Shaanxi', 'Jiangxi', 'Chongqing', 'Liaoning', 'Yunnan', 'Guangxi', 'Shanxi', 'Inner Mongolia', 'Guizhou', 'Xinjiang', 'Tianjin', 'Heilongjiang', 'Jilin', 'Gansu', 'Hainan', 'Ningxia', 'Qinghai', 'Tibet'],
  zh: ['广东', '江苏', '山东', '浙江', '河南', '四川', '湖北', '福建', '湖南', '上海', '安徽', '北京', '河北', '陕西', '江西', '重庆', '辽宁', '云南', '广西', '山西', '内蒙古', '贵州', '新疆', '天津', '黑龙江', '吉林', '甘肃', '海南', '宁夏', '青海', '西藏'],
};

/** Steps of a year's profit, from revenue down (the waterfall's negative values). */
export const profitSteps: Labels = {
  en: ['Revenue', 'Refunds', 'Cost of goods', 'Royalties', 'Marketing', 'Salaries', 'Other income', 'Tax'],
  zh: ['营业收入', '退款', '销售成本', '版权费', '市场推广', '人员工资', '其他收入', '税费'],
};
export const profitChanges = [48_210.5, -1_830.25, -16_402.8, -7_215.4, -5_980, -12_460, 2_145.75, -1_690.3] as const;

export const funnelStages: Labels = {
  en: ['Store visits', 'Track previews', 'Added to cart', 'Checkout started', 'Purchases'],
  zh: ['访问商店', '试听曲目', '加入购物车', '开始结账', '完成购买'],
};
export const funnelCounts = [48_210, 21_904, 8_315, 4_102, 2_986] as const;

/** Words of a word cloud: genres and artists of the sample. */
export const artists: Labels = {
  en: ['Iron Maiden', 'U2', 'Metallica', 'Led Zeppelin', 'Deep Purple', 'Lost', 'Pearl Jam', 'Lenny Kravitz', 'Various Artists', 'The Office', 'Van Halen', 'Foo Fighters', 'Chico Buarque', 'Red Hot Chili Peppers', 'Queen', 'Kiss', 'Ozzy Osbourne', 'Guns N’ Roses', 'Audioslave', 'Gilberto Gil', 'Battlestar Galactica', 'Caetano Veloso', 'Titãs', 'Creedence Clearwater Revival', 'Faith No More', 'Eric Clapton', 'Os Paralamas do Sucesso', 'Miles Davis', 'Jamiroquai', 'The Rolling Stones', 'Green Day', 'Spyro Gyra', 'Santana', 'Skank', 'Alanis Morissette', 'Aerosmith', 'Nirvana', 'R.E.M.', 'Cidade Negra', 'Body Count'],
  zh: ['铁娘子', 'U2 乐队', '金属乐队', '齐柏林飞艇', '深紫', '迷失', '珍珠果酱', '莱尼·克拉维茨', '群星', '办公室', '范·海伦', '喷火战机', '希科·布瓦尔基', '红辣椒', '皇后乐队', '吻乐队', '奥兹·奥斯本', '枪与玫瑰', '声音花园', '吉尔伯托·吉尔', '太空堡垒卡拉狄加', '卡耶塔诺·费洛索', '泰坦', '清水合唱团', '信仰不再', '埃里克·克莱普顿', '成功的帕拉拉马', '迈尔斯·戴维斯', '杰米罗奎', '滚石乐队', '绿日', '螺旋陀螺', '桑塔纳', '斯坎克', '艾拉妮丝·莫莉塞特', '史密斯飞船', '涅槃', 'R.E.M. 乐队', '黑人之城', '尸体数'],
};

/** Customers of the detail table: long names, to see how a table fits them. */
export const customers: Labels = {
  en: ['Luís Gonçalves', 'Leonie Köhler', 'François Tremblay', 'Bjørn Hansen', 'František Wichterlová', 'Helena Holý', 'Astrid Gruber', 'Daan Peeters', 'Kara Nielsen', 'Eduardo Martins', 'Alexandre Rocha', 'Roberto Almeida', 'Fernanda Ramos', 'Mark Philips', 'Jennifer Peterson', 'Frank Harris', 'Jack Smith', 'Michelle Brooks', 'Tim Goyer', 'Dan Miller'],
  zh: ['路易斯·贡萨尔维斯', '莱奥妮·克勒', '弗朗索瓦·特朗布莱', '比约恩·汉森', '弗兰蒂谢克·维赫特洛娃', '海伦娜·霍利', '阿斯特丽德·格鲁伯', '达恩·皮特斯', '卡拉·尼尔森', '爱德华多·马丁斯', '亚历山大·罗沙', '罗伯托·阿尔梅达', '费尔南达·拉莫斯', '马克·菲利普斯', '詹妮弗·彼得森', '弗兰克·哈里斯', '杰克·史密斯', '米歇尔·布鲁克斯', '蒂姆·戈耶', '丹·米勒'],
};

/** Field names as a view would call them, per language. */
export const columnNames: Record<string, Record<GalleryLocale, string>> = {
  genre: { en: 'Genre', zh: '流派' },
  country: { en: 'Country', zh: '国家' },
  region: { en: 'Region', zh: '区域' },
  month: { en: 'Month', zh: '月份' },
  year: { en: 'Year', zh: '年份' },
  media: { en: 'Media type', zh: '媒体类型' },
  sales: { en: 'Sales', zh: '销售额' },
  orders: { en: 'Orders', zh: '订单数' },
  tracks: { en: 'Tracks sold', zh: '售出曲目' },
  profit: { en: 'Profit', zh: '利润' },
  margin: { en: 'Margin', zh: '毛利率' },
  step: { en: 'Step', zh: '项目' },
  stage: { en: 'Stage', zh: '阶段' },
  visitors: { en: 'Visitors', zh: '访客数' },
  artist: { en: 'Artist', zh: '艺人' },
  city: { en: 'City', zh: '城市' },
  province: { en: 'Province', zh: '省份' },
  customer: { en: 'Customer', zh: '客户' },
  invoiceDate: { en: 'Invoice date', zh: '开票日期' },
  lastYear: { en: 'Sales 2023', zh: '2023 年销售额' },
  thisYear: { en: 'Sales 2024', zh: '2024 年销售额' },
  target: { en: 'Target reached', zh: '目标完成率' },
};
