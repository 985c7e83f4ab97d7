"""The game packages' ``manifest.toml`` files, their text and their parse, made by ``tools/index_manifests.py``.

Generated: do not edit. ``tabletop.games.announce`` gives these to ``core.data``, which takes an entry only
for a manifest whose text is the very same (any other is parsed); ``tests/test_manifest_index.py`` fails when
this file is stale (run the tool again).
"""

from __future__ import annotations

from typing import Any

#: package name -> (the text of its manifest.toml, ``tomllib.loads`` of that text)
MANIFESTS: dict[str, tuple[str, Any]] = {'dunbine': ('# What the launcher shows of Aura Battler Dunbine before the game is imported '
             '(tabletop/core/manifest.py).\n'
             "# tests/test_manifests.py holds it equal to the game's spec, computer levels and dice flag.\n"
             'name = "dunbine"\n'
             'title_ja = "聖戦士ダンバイン"\n'
             'title_en = "Aura Battler Dunbine"\n'
             'short_title_ja = "ダンバイン"  # the game in few words: a header, the launcher\'s compact '
             '"Continue"\n'
             'short_title_en = "Dunbine"\n'
             'summary_ja = "オーラマシン同士の戦術級ヘックス戦"\n'
             'summary_en = "Tactical hex combat between aura machines"\n'
             'min_seats = 2\n'
             'max_seats = 2\n'
             'chance = true\n'
             'hidden_information = false\n'
             'launcher_dice = true\n'
             'levels = ["random", "quick", "strong"]\n'
             'seat_labels = [\n'
             '    { ja = "第1陣営", en = "Side 1" },\n'
             '    { ja = "第2陣営", en = "Side 2" },\n'
             ']\n'
             '\n'
             '[[option]]\n'
             'key = "scenario"\n'
             'label_ja = "シナリオ"\n'
             'label_en = "Scenario"\n'
             'default = "skirmish"\n'
             "dynamic = true  # the player's own maps (user:<name>) are added when the game is imported\n"
             'choice = [\n'
             '    { key = "forest_clash", ja = "ナの国境の森の激突", en = "Clash over the Na Border Forest" },\n'
             '    { key = "great_battle", ja = "ドレイク城上空の決戦", en = "Decisive Battle over Drake\'s Castle" },\n'
             '    { key = "skirmish", ja = "ラース・ワウ上空の遭遇戦", en = "Encounter over Rhas Wau" },\n'
             ']\n',
             {'name': 'dunbine',
              'title_ja': '聖戦士ダンバイン',
              'title_en': 'Aura Battler Dunbine',
              'short_title_ja': 'ダンバイン',
              'short_title_en': 'Dunbine',
              'summary_ja': 'オーラマシン同士の戦術級ヘックス戦',
              'summary_en': 'Tactical hex combat between aura machines',
              'min_seats': 2,
              'max_seats': 2,
              'chance': True,
              'hidden_information': False,
              'launcher_dice': True,
              'levels': ['random', 'quick', 'strong'],
              'seat_labels': [{'ja': '第1陣営', 'en': 'Side 1'}, {'ja': '第2陣営', 'en': 'Side 2'}],
              'option': [{'key': 'scenario',
                          'label_ja': 'シナリオ',
                          'label_en': 'Scenario',
                          'default': 'skirmish',
                          'dynamic': True,
                          'choice': [{'key': 'forest_clash',
                                      'ja': 'ナの国境の森の激突',
                                      'en': 'Clash over the Na Border Forest'},
                                     {'key': 'great_battle',
                                      'ja': 'ドレイク城上空の決戦',
                                      'en': "Decisive Battle over Drake's Castle"},
                                     {'key': 'skirmish',
                                      'ja': 'ラース・ワウ上空の遭遇戦',
                                      'en': 'Encounter over Rhas Wau'}]}]}),
 'monsterraid': ('# What the launcher shows of Monster Raid before the game is imported '
                 '(tabletop/core/manifest.py).\n'
                 "# tests/test_manifests.py holds it equal to the game's spec, computer levels and dice "
                 'flag.\n'
                 'name = "monsterraid"\n'
                 'title_ja = "モンスターレイド"\n'
                 'title_en = "Monster Raid"\n'
                 'short_title_ja = "モンスターレイド"  # the game in few words: a header, the launcher\'s compact '
                 '"Continue"\n'
                 'short_title_en = "Monster Raid"\n'
                 'summary_ja = "サイコロを弾き、投げてモンスターを撃破し、町を守る協力ゲーム。"\n'
                 'summary_en = "Flick and throw dice at monsters to save the town, together."\n'
                 'min_seats = 1\n'
                 'max_seats = 4\n'
                 'chance = true\n'
                 'hidden_information = false\n'
                 'launcher_dice = true\n'
                 'levels = ["random", "quick", "strong"]\n'
                 '\n'
                 '[[option]]\n'
                 'key = "difficulty"\n'
                 'label_ja = "難易度"\n'
                 'label_en = "Difficulty"\n'
                 'default = "normal"\n'
                 'choice = [\n'
                 '    { key = "normal", ja = "ノーマル", en = "Normal" },\n'
                 '    { key = "hard", ja = "ハード", en = "Hard" },\n'
                 ']\n',
                 {'name': 'monsterraid',
                  'title_ja': 'モンスターレイド',
                  'title_en': 'Monster Raid',
                  'short_title_ja': 'モンスターレイド',
                  'short_title_en': 'Monster Raid',
                  'summary_ja': 'サイコロを弾き、投げてモンスターを撃破し、町を守る協力ゲーム。',
                  'summary_en': 'Flick and throw dice at monsters to save the town, together.',
                  'min_seats': 1,
                  'max_seats': 4,
                  'chance': True,
                  'hidden_information': False,
                  'launcher_dice': True,
                  'levels': ['random', 'quick', 'strong'],
                  'option': [{'key': 'difficulty',
                              'label_ja': '難易度',
                              'label_en': 'Difficulty',
                              'default': 'normal',
                              'choice': [{'key': 'normal', 'ja': 'ノーマル', 'en': 'Normal'},
                                         {'key': 'hard', 'ja': 'ハード', 'en': 'Hard'}]}]}),
 'sdgf': ('# What the launcher shows of SD Gundam Force Card Game before the game is imported '
          '(tabletop/core/manifest.py).\n'
          "# tests/test_manifests.py holds it equal to the game's spec, computer levels and dice flag.\n"
          'name = "sdgf"\n'
          'title_ja = "SDガンダムフォース カードゲーム"\n'
          'title_en = "SD Gundam Force Card Game"\n'
          'short_title_ja = "SDガンダムフォース"  # the game in few words: a header, the launcher\'s compact '
          '"Continue"\n'
          'short_title_en = "SD Gundam Force"\n'
          'summary_ja = "32枚のデッキでSDカードを出撃させ、相手のダークホールを10枚にすれば勝ち。"\n'
          'summary_en = "Sortie SD cards from a 32-card deck; fill the opponent\'s dark hole to 10 to win."\n'
          'min_seats = 2\n'
          'max_seats = 2\n'
          'chance = true\n'
          'hidden_information = true\n'
          'launcher_dice = false\n'
          'levels = ["random", "quick", "strong"]\n'
          'seat_labels = [\n'
          '    { ja = "プレイヤー1", en = "Player 1" },\n'
          '    { ja = "プレイヤー2", en = "Player 2" },\n'
          ']\n'
          '\n'
          '[[option]]\n'
          'key = "deck0"\n'
          'label_ja = "プレイヤー1のデッキ"\n'
          'label_en = "Player 1\'s deck"\n'
          'default = "neotopia"\n'
          "dynamic = true  # the player's saved decks are added when the game is imported\n"
          'choice = [\n'
          '    { key = "dark_axis", ja = "ダークアクシズ侵攻軍", en = "Dark Axis Invasion Force" },\n'
          '    { key = "neotopia", ja = "ネオトピア防衛隊", en = "Neotopia Defence Force" },\n'
          '    { key = "three_worlds", ja = "三界の勇者", en = "Heroes of Three Worlds" },\n'
          ']\n'
          '\n'
          '[[option]]\n'
          'key = "deck1"\n'
          'label_ja = "プレイヤー2のデッキ"\n'
          'label_en = "Player 2\'s deck"\n'
          'default = "dark_axis"\n'
          "dynamic = true  # the player's saved decks are added when the game is imported\n"
          'choice = [\n'
          '    { key = "dark_axis", ja = "ダークアクシズ侵攻軍", en = "Dark Axis Invasion Force" },\n'
          '    { key = "neotopia", ja = "ネオトピア防衛隊", en = "Neotopia Defence Force" },\n'
          '    { key = "three_worlds", ja = "三界の勇者", en = "Heroes of Three Worlds" },\n'
          ']\n'
          '\n'
          '[[option]]\n'
          'key = "first_player_aid"\n'
          'label_ja = "先攻・後攻の調整（ハウスルール）"\n'
          'label_en = "First-player adjustment (house rule)"\n'
          'default = "book"\n'
          'choice = [\n'
          '    { key = "book", ja = "なし（ルールブックどおり）", en = "None (as the rule book)" },\n'
          '    { key = "second_mills", ja = "後攻はデッキの一番上を帰還フィールドへ", en = "Second player mills their top card" '
          '},\n'
          ']\n',
          {'name': 'sdgf',
           'title_ja': 'SDガンダムフォース カードゲーム',
           'title_en': 'SD Gundam Force Card Game',
           'short_title_ja': 'SDガンダムフォース',
           'short_title_en': 'SD Gundam Force',
           'summary_ja': '32枚のデッキでSDカードを出撃させ、相手のダークホールを10枚にすれば勝ち。',
           'summary_en': "Sortie SD cards from a 32-card deck; fill the opponent's dark hole to 10 to win.",
           'min_seats': 2,
           'max_seats': 2,
           'chance': True,
           'hidden_information': True,
           'launcher_dice': False,
           'levels': ['random', 'quick', 'strong'],
           'seat_labels': [{'ja': 'プレイヤー1', 'en': 'Player 1'}, {'ja': 'プレイヤー2', 'en': 'Player 2'}],
           'option': [{'key': 'deck0',
                       'label_ja': 'プレイヤー1のデッキ',
                       'label_en': "Player 1's deck",
                       'default': 'neotopia',
                       'dynamic': True,
                       'choice': [{'key': 'dark_axis', 'ja': 'ダークアクシズ侵攻軍', 'en': 'Dark Axis Invasion Force'},
                                  {'key': 'neotopia', 'ja': 'ネオトピア防衛隊', 'en': 'Neotopia Defence Force'},
                                  {'key': 'three_worlds', 'ja': '三界の勇者', 'en': 'Heroes of Three Worlds'}]},
                      {'key': 'deck1',
                       'label_ja': 'プレイヤー2のデッキ',
                       'label_en': "Player 2's deck",
                       'default': 'dark_axis',
                       'dynamic': True,
                       'choice': [{'key': 'dark_axis', 'ja': 'ダークアクシズ侵攻軍', 'en': 'Dark Axis Invasion Force'},
                                  {'key': 'neotopia', 'ja': 'ネオトピア防衛隊', 'en': 'Neotopia Defence Force'},
                                  {'key': 'three_worlds', 'ja': '三界の勇者', 'en': 'Heroes of Three Worlds'}]},
                      {'key': 'first_player_aid',
                       'label_ja': '先攻・後攻の調整（ハウスルール）',
                       'label_en': 'First-player adjustment (house rule)',
                       'default': 'book',
                       'choice': [{'key': 'book', 'ja': 'なし（ルールブックどおり）', 'en': 'None (as the rule book)'},
                                  {'key': 'second_mills',
                                   'ja': '後攻はデッキの一番上を帰還フィールドへ',
                                   'en': 'Second player mills their top card'}]}]}),
 'ultraseven': ('# What the launcher shows of Ultra Seven: The Biggest Invasion in History before the game '
                'is imported (tabletop/core/manifest.py).\n'
                "# tests/test_manifests.py holds it equal to the game's spec, computer levels and dice "
                'flag.\n'
                'name = "ultraseven"\n'
                'title_ja = "ウルトラセブン 史上最大の侵略"\n'
                'title_en = "Ultra Seven: The Biggest Invasion in History"\n'
                'short_title_ja = "ウルトラセブン"  # the game in few words: a header, the launcher\'s compact '
                '"Continue"\n'
                'short_title_en = "Ultra Seven"\n'
                'summary_ja = "星人側の侵略をウルトラ警備隊が偵察で暴き、セブンが迎え撃つ2人用カードゲーム。"\n'
                'summary_en = "Two-player card game: the alien schemes in secret, the Ultra Garrison '
                'reconnoitres, and Seven fights with his limited Emerium energy."\n'
                'min_seats = 2\n'
                'max_seats = 2\n'
                'chance = true\n'
                'hidden_information = true\n'
                'launcher_dice = true\n'
                'levels = ["random", "quick", "strong"]\n'
                'seat_labels = [\n'
                '    { ja = "星人側", en = "Alien side" },\n'
                '    { ja = "地球防衛軍（ＴＤＦ）", en = "Terrestrial Defense Force (TDF)" },\n'
                ']\n'
                '\n'
                '[[option]]\n'
                'key = "mode"\n'
                'label_ja = "シナリオ"\n'
                'label_en = "Scenario"\n'
                'default = "one_cour"\n'
                'choice = [\n'
                '    { key = "one_cour", ja = "1クールプレイ（18枚）", en = "One cour (18 cards)" },\n'
                '    { key = "two_cour", ja = "2クールプレイ（43枚）", en = "Two cours (43 cards)" },\n'
                '    { key = "campaign", ja = "キャンペーン（全49話）", en = "Campaign (all 49 episodes)" },\n'
                ']\n',
                {'name': 'ultraseven',
                 'title_ja': 'ウルトラセブン 史上最大の侵略',
                 'title_en': 'Ultra Seven: The Biggest Invasion in History',
                 'short_title_ja': 'ウルトラセブン',
                 'short_title_en': 'Ultra Seven',
                 'summary_ja': '星人側の侵略をウルトラ警備隊が偵察で暴き、セブンが迎え撃つ2人用カードゲーム。',
                 'summary_en': 'Two-player card game: the alien schemes in secret, the Ultra Garrison '
                               'reconnoitres, and Seven fights with his limited Emerium energy.',
                 'min_seats': 2,
                 'max_seats': 2,
                 'chance': True,
                 'hidden_information': True,
                 'launcher_dice': True,
                 'levels': ['random', 'quick', 'strong'],
                 'seat_labels': [{'ja': '星人側', 'en': 'Alien side'},
                                 {'ja': '地球防衛軍（ＴＤＦ）', 'en': 'Terrestrial Defense Force (TDF)'}],
                 'option': [{'key': 'mode',
                             'label_ja': 'シナリオ',
                             'label_en': 'Scenario',
                             'default': 'one_cour',
                             'choice': [{'key': 'one_cour',
                                         'ja': '1クールプレイ（18枚）',
                                         'en': 'One cour (18 cards)'},
                                        {'key': 'two_cour',
                                         'ja': '2クールプレイ（43枚）',
                                         'en': 'Two cours (43 cards)'},
                                        {'key': 'campaign',
                                         'ja': 'キャンペーン（全49話）',
                                         'en': 'Campaign (all 49 episodes)'}]}]}),
 'zgundam': ('# What the launcher shows of Mobile Suit Z Gundam Tactical Card Game before the game is '
             'imported (tabletop/core/manifest.py).\n'
             "# tests/test_manifests.py holds it equal to the game's spec, computer levels and dice flag.\n"
             'name = "zgundam"\n'
             'title_ja = "機動戦士Ζガンダム タクティカル・カード・ゲーム"\n'
             'title_en = "Mobile Suit Z Gundam Tactical Card Game"\n'
             'short_title_ja = "Ζガンダム"  # the game in few words: a header, the launcher\'s compact '
             '"Continue"\n'
             'short_title_en = "Z Gundam"\n'
             'summary_ja = "MSとパイロットを組にして敵のMS・艦船を倒し、得点カードを集める。"\n'
             'summary_en = "Pair mobile suits with pilots, defeat enemy suits and ships, and collect them as '
             'points."\n'
             'min_seats = 2\n'
             'max_seats = 6\n'
             'chance = true\n'
             'hidden_information = true\n'
             'launcher_dice = true\n'
             'levels = ["random", "quick", "strong"]\n'
             'seat_labels = [\n'
             '    { ja = "プレイヤー1", en = "Player 1" },\n'
             '    { ja = "プレイヤー2", en = "Player 2" },\n'
             '    { ja = "プレイヤー3", en = "Player 3" },\n'
             '    { ja = "プレイヤー4", en = "Player 4" },\n'
             '    { ja = "プレイヤー5", en = "Player 5" },\n'
             '    { ja = "プレイヤー6", en = "Player 6" },\n'
             ']\n'
             '\n'
             '[[option]]\n'
             'key = "end"\n'
             'label_ja = "ゲームの終了"\n'
             'label_en = "End of the game"\n'
             'default = "deck"\n'
             'choice = [\n'
             '    { key = "deck", ja = "(1) 中央のアクションカードがなくなった時", en = "(1) when the central action cards run '
             'out" },\n'
             '    { key = "one_fleet", ja = "(2) 1人のプレイヤーが艦船を全て失った時", en = "(2) when one player has lost all '
             'ships" },\n'
             '    { key = "last_fleet", ja = "(3) 1人を除く全員が艦船を全て失った時", en = "(3) when all players but one '
             'have lost all ships" },\n'
             ']\n',
             {'name': 'zgundam',
              'title_ja': '機動戦士Ζガンダム タクティカル・カード・ゲーム',
              'title_en': 'Mobile Suit Z Gundam Tactical Card Game',
              'short_title_ja': 'Ζガンダム',
              'short_title_en': 'Z Gundam',
              'summary_ja': 'MSとパイロットを組にして敵のMS・艦船を倒し、得点カードを集める。',
              'summary_en': 'Pair mobile suits with pilots, defeat enemy suits and ships, and collect them '
                            'as points.',
              'min_seats': 2,
              'max_seats': 6,
              'chance': True,
              'hidden_information': True,
              'launcher_dice': True,
              'levels': ['random', 'quick', 'strong'],
              'seat_labels': [{'ja': 'プレイヤー1', 'en': 'Player 1'},
                              {'ja': 'プレイヤー2', 'en': 'Player 2'},
                              {'ja': 'プレイヤー3', 'en': 'Player 3'},
                              {'ja': 'プレイヤー4', 'en': 'Player 4'},
                              {'ja': 'プレイヤー5', 'en': 'Player 5'},
                              {'ja': 'プレイヤー6', 'en': 'Player 6'}],
              'option': [{'key': 'end',
                          'label_ja': 'ゲームの終了',
                          'label_en': 'End of the game',
                          'default': 'deck',
                          'choice': [{'key': 'deck',
                                      'ja': '(1) 中央のアクションカードがなくなった時',
                                      'en': '(1) when the central action cards run out'},
                                     {'key': 'one_fleet',
                                      'ja': '(2) 1人のプレイヤーが艦船を全て失った時',
                                      'en': '(2) when one player has lost all ships'},
                                     {'key': 'last_fleet',
                                      'ja': '(3) 1人を除く全員が艦船を全て失った時',
                                      'en': '(3) when all players but one have lost all ships'}]}]})}
