// The registration address hierarchy: country → province → area → district. Hong Kong follows
// the codes members are stored with (HK, HK-ALL, HK-NT, HK-NT-ST); every country reaches a
// district, so the form can always be completed.
import type { LocalizedText } from '../../db/schema'
import { t } from './text'

interface AddressNode {
  code: string
  name: LocalizedText
  children?: AddressNode[]
}

const node = (code: string, name: LocalizedText, children?: AddressNode[]): AddressNode =>
  children ? { code, name, children } : { code, name }

/** Districts of one area: [code suffix, English, Traditional, Simplified]. */
const districts = (area: string, list: [string, string, string, string][]) =>
  list.map(([suffix, en, zhHant, zhHans]) => node(`${area}-${suffix}`, t(en, zhHant, zhHans)))

const hongKong = node('HK', t('Hong Kong', '香港', '香港'), [
  node('HK-ALL', t('Hong Kong', '香港', '香港'), [
    node(
      'HK-HKI',
      t('Hong Kong Island', '香港島', '香港岛'),
      districts('HK-HKI', [
        ['CW', 'Central and Western', '中西區', '中西区'],
        ['WC', 'Wan Chai', '灣仔', '湾仔'],
        ['E', 'Eastern', '東區', '东区'],
        ['S', 'Southern', '南區', '南区'],
      ]),
    ),
    node(
      'HK-KLN',
      t('Kowloon', '九龍', '九龙'),
      districts('HK-KLN', [
        ['YTM', 'Yau Tsim Mong', '油尖旺', '油尖旺'],
        ['SSP', 'Sham Shui Po', '深水埗', '深水埗'],
        ['KC', 'Kowloon City', '九龍城', '九龙城'],
        ['WTS', 'Wong Tai Sin', '黃大仙', '黄大仙'],
        ['KT', 'Kwun Tong', '觀塘', '观塘'],
      ]),
    ),
    node(
      'HK-NT',
      t('New Territories', '新界', '新界'),
      districts('HK-NT', [
        ['KWT', 'Kwai Tsing', '葵青', '葵青'],
        ['TW', 'Tsuen Wan', '荃灣', '荃湾'],
        ['TM', 'Tuen Mun', '屯門', '屯门'],
        ['YL', 'Yuen Long', '元朗', '元朗'],
        ['N', 'North', '北區', '北区'],
        ['TP', 'Tai Po', '大埔', '大埔'],
        ['ST', 'Sha Tin', '沙田', '沙田'],
        ['SK', 'Sai Kung', '西貢', '西贡'],
        ['IS', 'Islands', '離島', '离岛'],
      ]),
    ),
  ]),
])

const macau = node('MO', t('Macau', '澳門', '澳门'), [
  node('MO-ALL', t('Macau', '澳門', '澳门'), [
    node(
      'MO-PEN',
      t('Macau Peninsula', '澳門半島', '澳门半岛'),
      districts('MO-PEN', [
        ['FAT', 'Our Lady of Fátima Parish', '花地瑪堂區', '花地玛堂区'],
        ['ANT', 'St. Anthony Parish', '聖安多尼堂區', '圣安多尼堂区'],
        ['LAZ', 'St. Lazarus Parish', '望德堂區', '望德堂区'],
        ['SE', 'Cathedral Parish', '大堂區', '大堂区'],
        ['LAU', 'St. Lawrence Parish', '風順堂區', '风顺堂区'],
      ]),
    ),
    node(
      'MO-TAI',
      t('Taipa', '氹仔', '氹仔'),
      districts('MO-TAI', [
        ['CAR', 'Our Lady of Carmel Parish', '嘉模堂區', '嘉模堂区'],
        ['COT', 'Cotai', '路氹城', '路氹城'],
      ]),
    ),
    node(
      'MO-COL',
      t('Coloane', '路環', '路环'),
      districts('MO-COL', [['FX', 'St. Francis Xavier Parish', '聖方濟各堂區', '圣方济各堂区']]),
    ),
  ]),
])

const guangdong = node('CN-GD', t('Guangdong', '廣東省', '广东省'), [
  node(
    'CN-GD-GZ',
    t('Guangzhou', '廣州', '广州'),
    districts('CN-GD-GZ', [
      ['YX', 'Yuexiu', '越秀區', '越秀区'],
      ['LW', 'Liwan', '荔灣區', '荔湾区'],
      ['HZ', 'Haizhu', '海珠區', '海珠区'],
      ['TH', 'Tianhe', '天河區', '天河区'],
      ['BY', 'Baiyun', '白雲區', '白云区'],
      ['HP', 'Huangpu', '黃埔區', '黄埔区'],
      ['PY', 'Panyu', '番禺區', '番禺区'],
      ['HD', 'Huadu', '花都區', '花都区'],
      ['NS', 'Nansha', '南沙區', '南沙区'],
      ['CH', 'Conghua', '從化區', '从化区'],
      ['ZC', 'Zengcheng', '增城區', '增城区'],
    ]),
  ),
  node(
    'CN-GD-SZ',
    t('Shenzhen', '深圳', '深圳'),
    districts('CN-GD-SZ', [
      ['FT', 'Futian', '福田區', '福田区'],
      ['LH', 'Luohu', '羅湖區', '罗湖区'],
      ['NS', 'Nanshan', '南山區', '南山区'],
      ['YT', 'Yantian', '鹽田區', '盐田区'],
      ['BA', "Bao'an", '寶安區', '宝安区'],
      ['LG', 'Longgang', '龍崗區', '龙岗区'],
      ['LHU', 'Longhua', '龍華區', '龙华区'],
      ['PS', 'Pingshan', '坪山區', '坪山区'],
      ['GM', 'Guangming', '光明區', '光明区'],
      ['DP', 'Dapeng New District', '大鵬新區', '大鹏新区'],
    ]),
  ),
  node(
    'CN-GD-ZH',
    t('Zhuhai', '珠海', '珠海'),
    districts('CN-GD-ZH', [
      ['XZ', 'Xiangzhou', '香洲區', '香洲区'],
      ['DM', 'Doumen', '斗門區', '斗门区'],
      ['JW', 'Jinwan', '金灣區', '金湾区'],
    ]),
  ),
  node(
    'CN-GD-FS',
    t('Foshan', '佛山', '佛山'),
    districts('CN-GD-FS', [
      ['CC', 'Chancheng', '禪城區', '禅城区'],
      ['NH', 'Nanhai', '南海區', '南海区'],
      ['SD', 'Shunde', '順德區', '顺德区'],
      ['SS', 'Sanshui', '三水區', '三水区'],
      ['GM', 'Gaoming', '高明區', '高明区'],
    ]),
  ),
  node(
    'CN-GD-HZ',
    t('Huizhou', '惠州', '惠州'),
    districts('CN-GD-HZ', [
      ['HC', 'Huicheng', '惠城區', '惠城区'],
      ['HY', 'Huiyang', '惠陽區', '惠阳区'],
      ['BL', 'Boluo County', '博羅縣', '博罗县'],
      ['HD', 'Huidong County', '惠東縣', '惠东县'],
      ['LM', 'Longmen County', '龍門縣', '龙门县'],
    ]),
  ),
  node(
    'CN-GD-DG',
    t('Dongguan', '東莞', '东莞'),
    districts('CN-GD-DG', [
      ['GC', 'Guancheng', '莞城街道', '莞城街道'],
      ['NC', 'Nancheng', '南城街道', '南城街道'],
      ['DC', 'Dongcheng', '東城街道', '东城街道'],
      ['WJ', 'Wanjiang', '萬江街道', '万江街道'],
      ['SSL', 'Songshan Lake', '松山湖', '松山湖'],
      ['CA', "Chang'an", '長安鎮', '长安镇'],
      ['HM', 'Humen', '虎門鎮', '虎门镇'],
      ['HJ', 'Houjie', '厚街鎮', '厚街镇'],
      ['TX', 'Tangxia', '塘廈鎮', '塘厦镇'],
    ]),
  ),
  node(
    'CN-GD-ZS',
    t('Zhongshan', '中山', '中山'),
    districts('CN-GD-ZS', [
      ['SQ', 'Shiqi', '石岐街道', '石岐街道'],
      ['E', 'East District', '東區街道', '东区街道'],
      ['W', 'West District', '西區街道', '西区街道'],
      ['S', 'South District', '南區街道', '南区街道'],
      ['TOR', 'Torch Development Zone', '火炬開發區', '火炬开发区'],
      ['XL', 'Xiaolan', '小欖鎮', '小榄镇'],
    ]),
  ),
  node(
    'CN-GD-JM',
    t('Jiangmen', '江門', '江门'),
    districts('CN-GD-JM', [
      ['PJ', 'Pengjiang', '蓬江區', '蓬江区'],
      ['JH', 'Jianghai', '江海區', '江海区'],
      ['XH', 'Xinhui', '新會區', '新会区'],
      ['TS', 'Taishan', '台山市', '台山市'],
      ['KP', 'Kaiping', '開平市', '开平市'],
      ['HS', 'Heshan', '鶴山市', '鹤山市'],
      ['EP', 'Enping', '恩平市', '恩平市'],
    ]),
  ),
  node(
    'CN-GD-ZQ',
    t('Zhaoqing', '肇慶', '肇庆'),
    districts('CN-GD-ZQ', [
      ['DZ', 'Duanzhou', '端州區', '端州区'],
      ['DH', 'Dinghu', '鼎湖區', '鼎湖区'],
      ['GY', 'Gaoyao', '高要區', '高要区'],
      ['SH', 'Sihui', '四會市', '四会市'],
      ['GN', 'Guangning County', '廣寧縣', '广宁县'],
      ['HJ', 'Huaiji County', '懷集縣', '怀集县'],
      ['FK', 'Fengkai County', '封開縣', '封开县'],
      ['DQ', 'Deqing County', '德慶縣', '德庆县'],
    ]),
  ),
])

const beijing = node('CN-BJ', t('Beijing', '北京市', '北京市'), [
  node(
    'CN-BJ-BJ',
    t('Beijing', '北京', '北京'),
    districts('CN-BJ-BJ', [
      ['DC', 'Dongcheng', '東城區', '东城区'],
      ['XC', 'Xicheng', '西城區', '西城区'],
      ['CY', 'Chaoyang', '朝陽區', '朝阳区'],
      ['HD', 'Haidian', '海淀區', '海淀区'],
      ['FT', 'Fengtai', '豐台區', '丰台区'],
      ['SJS', 'Shijingshan', '石景山區', '石景山区'],
      ['TZ', 'Tongzhou', '通州區', '通州区'],
      ['SY', 'Shunyi', '順義區', '顺义区'],
      ['CP', 'Changping', '昌平區', '昌平区'],
      ['DX', 'Daxing', '大興區', '大兴区'],
    ]),
  ),
])

const shanghai = node('CN-SH', t('Shanghai', '上海市', '上海市'), [
  node(
    'CN-SH-SH',
    t('Shanghai', '上海', '上海'),
    districts('CN-SH-SH', [
      ['HP', 'Huangpu', '黃浦區', '黄浦区'],
      ['XH', 'Xuhui', '徐匯區', '徐汇区'],
      ['CN', 'Changning', '長寧區', '长宁区'],
      ['JA', "Jing'an", '靜安區', '静安区'],
      ['PT', 'Putuo', '普陀區', '普陀区'],
      ['HK', 'Hongkou', '虹口區', '虹口区'],
      ['YP', 'Yangpu', '楊浦區', '杨浦区'],
      ['PD', 'Pudong New Area', '浦東新區', '浦东新区'],
      ['MH', 'Minhang', '閔行區', '闵行区'],
      ['BS', 'Baoshan', '寶山區', '宝山区'],
    ]),
  ),
])

const mainland = node('CN', t('Mainland China', '中國內地', '中国内地'), [
  guangdong,
  beijing,
  shanghai,
])

/** A country without subdivisions of its own here: one level each, so a form can be completed. */
const country = (code: string, name: LocalizedText) =>
  node(code, name, [
    node(`${code}-ALL`, name, [
      node(`${code}-AREA`, t('All areas', '全部地區', '全部地区'), [
        node(`${code}-AREA-ALL`, t('All districts', '全部區域', '全部区域')),
      ]),
    ]),
  ])

const others = [
  country('SG', t('Singapore', '新加坡', '新加坡')),
  country('MY', t('Malaysia', '馬來西亞', '马来西亚')),
  country('JP', t('Japan', '日本', '日本')),
  country('KR', t('South Korea', '韓國', '韩国')),
  country('TH', t('Thailand', '泰國', '泰国')),
  country('GB', t('United Kingdom', '英國', '英国')),
  country('US', t('United States', '美國', '美国')),
  country('CA', t('Canada', '加拿大', '加拿大')),
  country('AU', t('Australia', '澳洲', '澳大利亚')),
  country('ZZ', t('Other countries or regions', '其他國家或地區', '其他国家或地区')),
]

export const addressTree: AddressNode[] = [hongKong, macau, mainland, ...others]

export interface AddressRow {
  code: string
  parent_code: string | null
  name: LocalizedText
  sort: number
}

/** Parents before children, so each row's parent exists when it is inserted. */
export function addressRows(): AddressRow[] {
  const rows: AddressRow[] = []
  const walk = (nodes: AddressNode[], parent: string | null) => {
    nodes.forEach((n, index) => {
      rows.push({ code: n.code, parent_code: parent, name: n.name, sort: index + 1 })
    })
    for (const n of nodes) if (n.children) walk(n.children, n.code)
  }
  walk(addressTree, null)
  return rows
}

/** The name of any node by its code (outlets and cinemas name their district with it). */
export function addressName(code: string): LocalizedText {
  names ??= new Map(addressRows().map((row) => [row.code, row.name]))
  const name = names.get(code)
  if (!name) throw new Error(`no address node ${code}`)
  return name
}
let names: Map<string, LocalizedText> | undefined
