"""Rules help for the SD Gundam Force table (the in-game menu's "rules help")."""

from __future__ import annotations

from tabletop.core.i18n import Text

HELP: tuple[Text, ...] = (
    Text("【勝利条件】相手のダークホールを10枚にするか、相手のデッキが尽きれば勝ち。",
         "[Victory] Fill the opponent's dark hole to 10 cards, or let their deck run out."),
    Text("【手札】手札はいつも5枚。自分の番の最初に1枚引いて6枚になり、1枚出すか捨てて5枚に戻ります。",
         "[Hand] Always five. A step starts by drawing one card (six); playing or discarding one brings it back to five."),
    Text("1. 編成フェイズ: 交互に1枚引いてSDカードを待機フィールドに出す（3枚まで）。SDカードが無ければ1枚をダークホールへ。",
         "1. Formation: take turns drawing and deploying an SD card to standby (up to 3). With no SD card, send one card to the dark hole."),
    Text("2. 出撃フェイズ: デッキの上のカードを地形として出す。地形の属性（陸・海・空・異）に適応するSDカードだけがバトルフィールドへ。"
         "どちらも適応しなければ相手側が新しい地形を出す。",
         "2. Sortie: reveal the top card of your deck as the terrain. Only SD cards adapting to its attribute (Land, Sea, Sky, Other) advance. "
         "If nobody adapts, the other side reveals a new terrain."),
    Text("出撃できなかった待機カードは横向き（休み）。次も出撃できなければ捨て札（帰還フィールド）。",
         "Standby cards that could not go are tapped (sideways); if they cannot go next time either, they are discarded to the return field."),
    Text("3. 効果フェイズ（自動）: パワーの合計と、3枚そろったときのチームボーナス（ソウルレア3枚+7、レア3枚+5、同じ種類3枚+5。最大の1つ）。",
         "3. Effect (automatic): power totals and one team bonus for three cards (three Soul Rares +7, three Rares +5, three of a kind +5; the best one)."),
    Text("4. 反撃フェイズ: 合計の低い側から（同点ならターンプレイヤー）1枚引いて、反撃カードを出すか1枚捨てる。",
         "4. Counter: the lower total first (a tie: the turn player) draws, then plays a counter card or discards one card."),
    Text("5. 計算フェイズ: 反撃カードを出した順に解決して比べる。勝った側は帰還フィールドへ、負けた側はダークホールへ。引き分けは両方帰還。",
         "5. Calculation: counter cards resolve in the order played, then the totals are compared. The winner's cards go to the return field, "
         "the loser's to the dark hole; on a draw both go to the return field."),
    Text("【操作】光っている手札をクリックで選び、右の一覧のボタンか、光っている場所をクリック。ドラッグでも出せます。右クリックで選択解除。"
         "帰還フィールドとダークホールはクリックで中身を見られます。",
         "[Controls] Click a highlighted hand card, then a button on the right or a highlighted zone; or drag the card there. "
         "Right-click cancels the choice. Click a return field or dark hole to see all its cards."),
)
