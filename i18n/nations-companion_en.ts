<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>ActionPhasePanel</name>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1th</translation>
    </message>
    <message>
        <source>Action Phase</source>
        <translation>Action Phase</translation>
    </message>
    <message>
        <source>passed %1</source>
        <translation>passed %1</translation>
    </message>
    <message>
        <source>actions start after Growth</source>
        <translation>actions start after Growth</translation>
    </message>
    <message>
        <source>all passed: resolve the round</source>
        <translation>all passed: resolve the round</translation>
    </message>
    <message>
        <source>Architects left: %1</source>
        <translation>Architects left: %1</translation>
    </message>
    <message>
        <source>Turn of</source>
        <translation>Turn of</translation>
    </message>
    <message>
        <source>Who acts: the nation whose turn it is; another one only as a manual correction</source>
        <translation>Who acts: the nation whose turn it is; another one only as a manual correction</translation>
    </message>
    <message>
        <source>Buy card…</source>
        <translation>Buy card…</translation>
    </message>
    <message>
        <source>Workers…</source>
        <translation>Workers…</translation>
    </message>
    <message>
        <source>Explore (%1/%2)</source>
        <translation>Explore (%1/%2)</translation>
    </message>
    <message>
        <source>Dynasties: one action per exploration turn; the last one discovers the natural wonder (from our card data)</source>
        <translation>Dynasties: one action per exploration turn; the last one discovers the natural wonder (from our card data)</translation>
    </message>
    <message>
        <source>Hire Architect</source>
        <translation>Hire Architect</translation>
    </message>
    <message>
        <source>Special…</source>
        <translation>Special…</translation>
    </message>
    <message>
        <source>Turmoil… (%1 left)</source>
        <translation>Turmoil… (%1 left)</translation>
    </message>
    <message>
        <source>Dynasties: take a turmoil card (−2 Stability this round) for 2 Gold or to play a dynasty; as many a round as public Architects (from our card data, not the Dynasties rulebook)</source>
        <translation>Dynasties: take a turmoil card (−2 Stability this round) for 2 Gold or to play a dynasty; as many a round as public Architects (from our card data, not the Dynasties rulebook)</translation>
    </message>
    <message>
        <source>%1 acts before everyone else: choose the action</source>
        <translation>%1 acts before everyone else: choose the action</translation>
    </message>
    <message>
        <source>%1: act first (%2 Gold to %3)</source>
        <translation>%1: act first (%2 Gold to %3)</translation>
    </message>
    <message>
        <source>Card text: pay %1 Gold to the first player (second player if you are first) to take an extra action before everyone else; the next action of %2 (not a pass) is that action</source>
        <translation>Card text: pay %1 Gold to the first player (second player if you are first) to take an extra action before everyone else; the next action of %2 (not a pass) is that action</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Apply anyway (manual correction)</source>
        <translation>Apply anyway (manual correction)</translation>
    </message>
    <message>
        <source>The table&apos;s word beats the app&apos;s: recorded with the rule it overrules, marked as a manual correction</source>
        <translation>The table&apos;s word beats the app&apos;s: recorded with the rule it overrules, marked as a manual correction</translation>
    </message>
    <message>
        <source>Manual correction — %1: %2</source>
        <translation>Manual correction — %1: %2</translation>
    </message>
    <message>
        <source>By hand — %1: %2</source>
        <translation>By hand — %1: %2</translation>
    </message>
    <message>
        <source>next free slot</source>
        <translation>next free slot</translation>
    </message>
    <message>
        <source>replace %1</source>
        <translation>replace %1</translation>
    </message>
    <message>
        <source>cover %1</source>
        <translation>cover %1</translation>
    </message>
    <message>
        <source>(%1 Workers go idle)</source>
        <translation>(%1 Workers go idle)</translation>
    </message>
    <message>
        <source>%1 buys a Progress Card</source>
        <translation>%1 buys a Progress Card</translation>
    </message>
    <message>
        <source>%1: Workers</source>
        <translation>%1: Workers</translation>
    </message>
    <message>
        <source>%1 hires an Architect</source>
        <translation>%1 hires an Architect</translation>
    </message>
    <message>
        <source>%1 takes a turmoil card</source>
        <translation>%1 takes a turmoil card</translation>
    </message>
    <message>
        <source>%1 explores %2</source>
        <translation>%1 explores %2</translation>
    </message>
    <message>
        <source>%1: special action</source>
        <translation>%1: special action</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Age %1</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Row</translation>
    </message>
    <message>
        <source>%1 · %2 Gold</source>
        <translation>%1 · %2 Gold</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Take</translation>
    </message>
    <message>
        <source>Golden Age</source>
        <translation>Golden Age</translation>
    </message>
    <message>
        <source>resource</source>
        <translation>resource</translation>
    </message>
    <message>
        <source>1 VP</source>
        <translation>1 VP</translation>
    </message>
    <message>
        <source>special</source>
        <translation>special</translation>
    </message>
    <message>
        <source>Free Architects (up to %1)</source>
        <translation>Free Architects (up to %1)</translation>
    </message>
    <message numerus="yes">
        <source>Also take %n Worker(s)</source>
        <translation>
            <numerusform>Also take %n Worker</numerusform>
            <numerusform>Also take %n Workers</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Pay</translation>
    </message>
    <message>
        <source>%1 also buys the VP (%2), price %3 in any mix:</source>
        <translation>%1 also buys the VP (%2), price %3 in any mix:</translation>
    </message>
    <message>
        <source>%1 pays</source>
        <translation>%1 pays</translation>
    </message>
    <message>
        <source>%1 Workers</source>
        <translation>%1 Workers</translation>
    </message>
    <message>
        <source>Deploy (%1 Stone)</source>
        <translation>Deploy (%1 Stone)</translation>
    </message>
    <message>
        <source>Deploy free</source>
        <translation>Deploy free</translation>
    </message>
    <message>
        <source>Undeploy 1</source>
        <translation>Undeploy 1</translation>
    </message>
    <message>
        <source>Free, not an action: only during your own turn (Rulebook p.15)</source>
        <translation>Free, not an action: only during your own turn (Rulebook p.15)</translation>
    </message>
    <message>
        <source>Idle Workers: %1</source>
        <translation>Idle Workers: %1</translation>
    </message>
    <message>
        <source>Public Architect (%1 left)</source>
        <translation>Public Architect (%1 left)</translation>
    </message>
    <message>
        <source>Private Architect of %1 (%2 of %3 used)</source>
        <translation>Private Architect of %1 (%2 of %3 used)</translation>
    </message>
    <message>
        <source>%1: draw %2 Progress Cards and tick the Colonies among them; they make a 4th row of the Progress Board (%3 Gold each)</source>
        <translation>%1: draw %2 Progress Cards and tick the Colonies among them; they make a 4th row of the Progress Board (%3 Gold each)</translation>
    </message>
    <message>
        <source>Explore and discover</source>
        <translation>Explore and discover</translation>
    </message>
    <message>
        <source>finished Wonder to a free slot</source>
        <translation>finished Wonder to a free slot</translation>
    </message>
    <message>
        <source>finished Wonder covers %1</source>
        <translation>finished Wonder covers %1</translation>
    </message>
    <message>
        <source>(%1 of %2 used)</source>
        <translation>(%1 of %2 used)</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Use</translation>
    </message>
    <message>
        <source>No card of %1 with a special action is active (Workers on Buildings, Advisor, Colonies, ready Wonders).</source>
        <translation>No card of %1 with a special action is active (Workers on Buildings, Advisor, Colonies, ready Wonders).</translation>
    </message>
    <message>
        <source>%1 takes a turmoil card: −%2 Stability until the end of the round, and 2 Gold or one of the nation&apos;s dynasties, which covers the nation special or the dynasty in play. %3 turmoil card(s) left this round. (Mechanics from our card data; we have no Dynasties rulebook.)</source>
        <translation>%1 takes a turmoil card: −%2 Stability until the end of the round, and 2 Gold or one of the nation&apos;s dynasties, which covers the nation special or the dynasty in play. %3 turmoil card(s) left this round. (Mechanics from our card data; we have no Dynasties rulebook.)</translation>
    </message>
    <message>
        <source>Take 2 Gold</source>
        <translation>Take 2 Gold</translation>
    </message>
    <message>
        <source>(in play)</source>
        <translation>(in play)</translation>
    </message>
    <message>
        <source>(played and covered)</source>
        <translation>(played and covered)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Buy for %1 Gold</source>
        <translation>Buy for %1 Gold</translation>
    </message>
    <message>
        <source>Ctrl+B: buy a Progress Card; row 1, 2 or 3 costs 1, 2 or 3 Gold (Rulebook p.14)</source>
        <translation>Ctrl+B: buy a Progress Card; row 1, 2 or 3 costs 1, 2 or 3 Gold (Rulebook p.14)</translation>
    </message>
    <message>
        <source>Ctrl+W: deploy a Worker (an action, pays its Stone) or undeploy (free), Rulebook p.15</source>
        <translation>Ctrl+W: deploy a Worker (an action, pays its Stone) or undeploy (free), Rulebook p.15</translation>
    </message>
    <message>
        <source>Ctrl+I: build the next section of the Wonder under construction (Rulebook p.17)</source>
        <translation>Ctrl+I: build the next section of the Wonder under construction (Rulebook p.17)</translation>
    </message>
    <message>
        <source>Ctrl+J: special action of a card you hold, or one another nation&apos;s card offers you (Rulebook p.17)</source>
        <translation>Ctrl+J: special action of a card you hold, or one another nation&apos;s card offers you (Rulebook p.17)</translation>
    </message>
    <message>
        <source>Ctrl+P: no more actions this round (Rulebook p.14); the pass order counts for cards that say &quot;passed first&quot; or &quot;passed last&quot;</source>
        <translation>Ctrl+P: no more actions this round (Rulebook p.14); the pass order counts for cards that say &quot;passed first&quot; or &quot;passed last&quot;</translation>
    </message>
    <message>
        <source>Type a card name, Enter to pick it, then its row: 1, 2 or 3</source>
        <translation>Type a card name, Enter to pick it, then its row: 1, 2 or 3</translation>
    </message>
    <message>
        <source>Card to buy</source>
        <translation>Card to buy</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Row %1</translation>
    </message>
    <message>
        <source>Key %1 in the search field: this row</source>
        <translation>Key %1 in the search field: this row</translation>
    </message>
    <message>
        <source>Key %1 in the search field: buy from this row</source>
        <translation>Key %1 in the search field: buy from this row</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Pay %1</translation>
    </message>
</context>
<context>
    <name>ByHandBadge</name>
    <message>
        <source>by hand</source>
        <translation>by hand</translation>
    </message>
</context>
<context>
    <name>CampaignChart</name>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Chieftain</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prince</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Emperor</translation>
    </message>
</context>
<context>
    <name>CardPicker</name>
    <message>
        <source>Add a card</source>
        <translation>Add a card</translation>
    </message>
    <message>
        <source>Type a card name…</source>
        <translation>Type a card name…</translation>
    </message>
    <message>
        <source>Gold paid:</source>
        <translation>Gold paid:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>(row price; &quot;none&quot; only records the card)</source>
        <translation>(row price; &quot;none&quot; only records the card)</translation>
    </message>
    <message>
        <source>pre-printed</source>
        <translation>pre-printed</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Age %1</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 VP</translation>
    </message>
    <message>
        <source>basic</source>
        <translation>basic</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>advanced</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>No card matches.</source>
        <translation>No card matches.</translation>
    </message>
    <message>
        <source>↑/↓ choose · Enter take · Esc cancel</source>
        <translation>↑/↓ choose · Enter take · Esc cancel</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>The app does not know this A side&apos;s printed starting cards yet: the pre-printed cards are listed after the deck cards (free to place, remembered for this side&apos;s next game).</source>
        <translation>The app does not know this A side&apos;s printed starting cards yet: the pre-printed cards are listed after the deck cards (free to place, remembered for this side&apos;s next game).</translation>
    </message>
    <message>
        <source>level not set</source>
        <translation>level not set</translation>
    </message>
    <message>
        <source>Basic, advanced or expert (the set symbol on the card): the app does not know it for this card. What you choose is remembered for every game.</source>
        <translation>Basic, advanced or expert (the set symbol on the card): the app does not know it for this card. What you choose is remembered for every game.</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>%1 minus one</source>
        <translation>%1 minus one</translation>
    </message>
    <message>
        <source>%1 plus one</source>
        <translation>%1 plus one</translation>
    </message>
</context>
<context>
    <name>DiceGamePage</name>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Round %1 of 4 — Age %2</source>
        <translation>Round %1 of 4 — Age %2</translation>
    </message>
    <message>
        <source>Famine: %1 Food · War: %2 Strength</source>
        <translation>Famine: %1 Food · War: %2 Strength</translation>
    </message>
    <message>
        <source>Opponent&apos;s Books: %1</source>
        <translation>Opponent&apos;s Books: %1</translation>
    </message>
    <message>
        <source>tougher opponent</source>
        <translation>tougher opponent</translation>
    </message>
    <message>
        <source>covered tiles score</source>
        <translation>covered tiles score</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>Undo (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Redo (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Round %1: the new Event tile</source>
        <translation>Round %1: the new Event tile</translation>
    </message>
    <message>
        <source>Refill the Progress board with age %1 tiles first</source>
        <translation>Refill the Progress board with age %1 tiles first</translation>
    </message>
    <message>
        <source>Famine: Food needed</source>
        <translation>Famine: Food needed</translation>
    </message>
    <message>
        <source>War: Strength needed</source>
        <translation>War: Strength needed</translation>
    </message>
    <message>
        <source>Books rolled for the opponent (%1 blue dice)</source>
        <translation>Books rolled for the opponent (%1 blue dice)</translation>
    </message>
    <message>
        <source>Start round %1</source>
        <translation>Start round %1</translation>
    </message>
    <message>
        <source>Round scored</source>
        <translation>Round scored</translation>
    </message>
    <message>
        <source>Rulebook of the Dice Game: %1</source>
        <translation>Rulebook of the Dice Game: %1</translation>
    </message>
    <message>
        <source>still playing: %1</source>
        <translation>still playing: %1</translation>
    </message>
    <message>
        <source>uses to enter: %1</source>
        <translation>uses to enter: %1</translation>
    </message>
    <message>
        <source>Scoring waits — %1</source>
        <translation>Scoring waits — %1</translation>
    </message>
    <message>
        <source>Score round 4 and finish</source>
        <translation>Score round 4 and finish</translation>
    </message>
    <message>
        <source>Score round %1</source>
        <translation>Score round %1</translation>
    </message>
</context>
<context>
    <name>DicePlayerCard</name>
    <message>
        <source>Books %1</source>
        <translation>Books %1</translation>
    </message>
    <message>
        <source>VP %1</source>
        <translation>VP %1</translation>
    </message>
    <message>
        <source>Books %1 · Famine %2 · War %3 · tiles in play %4 (counted at the end)</source>
        <translation>Books %1 · Famine %2 · War %3 · tiles in play %4 (counted at the end)</translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <source>playing</source>
        <translation>playing</translation>
    </message>
    <message numerus="yes">
        <source>%n reroll(s)</source>
        <translation>
            <numerusform>%n reroll</numerusform>
            <numerusform>%n rerolls</numerusform>
        </translation>
    </message>
    <message>
        <source>Buy tile…</source>
        <translation>Buy tile…</translation>
    </message>
    <message>
        <source>Build wonder</source>
        <translation>Build wonder</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Reroll</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Used:</source>
        <translation>Used:</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Food</translation>
    </message>
    <message>
        <source>Strength left unused</source>
        <translation>Strength left unused</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Correct</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Check the Food reachable:</source>
        <translation>Check the Food reachable:</translation>
    </message>
    <message>
        <source>Food showing</source>
        <translation>Food showing</translation>
    </message>
    <message>
        <source>other unused dice</source>
        <translation>other unused dice</translation>
    </message>
    <message>
        <source>→ up to %1 Food (2 dice make 1 Food)</source>
        <translation>→ up to %1 Food (2 dice make 1 Food)</translation>
    </message>
    <message>
        <source>%1 · %2 VP</source>
        <translation>%1 · %2 VP</translation>
    </message>
    <message>
        <source> (under construction)</source>
        <translation> (under construction)</translation>
    </message>
    <message>
        <source> (covered)</source>
        <translation> (covered)</translation>
    </message>
    <message>
        <source> (replaced)</source>
        <translation> (replaced)</translation>
    </message>
    <message>
        <source> (returned to the box)</source>
        <translation> (returned to the box)</translation>
    </message>
</context>
<context>
    <name>DiceScorePanel</name>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1 — Hall of Fame: %2</source>
        <translation>%1 — Hall of Fame: %2</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
</context>
<context>
    <name>DiceSetupPage</name>
    <message>
        <source>New game of Nations: The Dice Game</source>
        <translation>New game of Nations: The Dice Game</translation>
    </message>
    <message>
        <source>Deal the player order cards, then enter the players in that order. The Books track starts at each player&apos;s number (in a 2-player game player 2 starts at 3; solo both you and the opponent start at 1).</source>
        <translation>Deal the player order cards, then enter the players in that order. The Books track starts at each player&apos;s number (in a 2-player game player 2 starts at 3; solo both you and the opponent start at 1).</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>1 (solo)</source>
        <translation>1 (solo)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Tougher opponent: reroll any 4s you roll for the opponent</source>
        <translation>Tougher opponent: reroll any 4s you roll for the opponent</translation>
    </message>
    <message>
        <source>Covered Buildings and replaced Advisors still score at the end</source>
        <translation>Covered Buildings and replaced Advisors still score at the end</translation>
    </message>
    <message>
        <source>The rulebook counts the VP of your buildings and advisors at the end; by default only the tiles still in play score. Some tables (and the online version) count every tile bought. Rulebook lines 128, 138 and 200.</source>
        <translation>The rulebook counts the VP of your buildings and advisors at the end; by default only the tiles still in play score. Some tables (and the online version) count every tile bought. Rulebook lines 128, 138 and 200.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>DiceStartPanel</name>
    <message>
        <source>Nations: The Dice Game</source>
        <translation>Nations: The Dice Game</translation>
    </message>
    <message>
        <source>Resume round %1</source>
        <translation>Resume round %1</translation>
    </message>
    <message>
        <source>New Dice Game</source>
        <translation>New Dice Game</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · in progress</translation>
    </message>
    <message>
        <source> · abandoned</source>
        <translation> · abandoned</translation>
    </message>
    <message>
        <source>Solo Hall of Fame</source>
        <translation>Solo Hall of Fame</translation>
    </message>
</context>
<context>
    <name>DiceTileDialog</name>
    <message>
        <source>a building printed on the board</source>
        <translation>a building printed on the board</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Building</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Military</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Colony</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Advisor</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Wonder</translation>
    </message>
    <message>
        <source>%1 buys a tile</source>
        <translation>%1 buys a tile</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>as printed on the tile</source>
        <translation>as printed on the tile</translation>
    </message>
    <message>
        <source>Known names</source>
        <translation>Known names</translation>
    </message>
    <message>
        <source>pick one entered before…</source>
        <translation>pick one entered before…</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Row (price)</source>
        <translation>Row (price)</translation>
    </message>
    <message>
        <source>Paid with</source>
        <translation>Paid with</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Paid (0 = the row&apos;s price)</source>
        <translation>Paid (0 = the row&apos;s price)</translation>
    </message>
    <message>
        <source>VP printed</source>
        <translation>VP printed</translation>
    </message>
    <message>
        <source>Gives</source>
        <translation>Gives</translation>
    </message>
    <message>
        <source>e.g. 2 orange dice, a Gold chit</source>
        <translation>e.g. 2 orange dice, a Gold chit</translation>
    </message>
    <message>
        <source>Stone to build</source>
        <translation>Stone to build</translation>
    </message>
    <message>
        <source>Covers</source>
        <translation>Covers</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Buy</translation>
    </message>
</context>
<context>
    <name>Engine</name>
    <message>
        <source>%1 (%2 parked, returned doubled)</source>
        <translation>%1 (%2 parked, returned doubled)</translation>
    </message>
    <message>
        <source>%1 (%2: never lose VP for running short)</source>
        <translation>%1 (%2: never lose VP for running short)</translation>
    </message>
    <message>
        <source>%1 (Strength %2) is below the War but %3 makes War defeats have no effect</source>
        <translation>%1 (Strength %2) is below the War but %3 makes War defeats have no effect</translation>
    </message>
    <message>
        <source>%1 (Strength %2): defeated %3</source>
        <translation>%1 (Strength %2): defeated %3</translation>
    </message>
    <message>
        <source>%1 (Strength %2): defeated %3; the shadow opponent is not affected</source>
        <translation>%1 (Strength %2): defeated %3; the shadow opponent is not affected</translation>
    </message>
    <message>
        <source>%1 (VP already lost for %2 this round)</source>
        <translation>%1 (VP already lost for %2 this round)</translation>
    </message>
    <message>
        <source>%1 (VP cannot go below 0)</source>
        <translation>%1 (VP cannot go below 0)</translation>
    </message>
    <message>
        <source>%1 (VP cannot go below 0: nothing lost, so a later %2 shortage this round still costs 1 VP)</source>
        <translation>%1 (VP cannot go below 0: nothing lost, so a later %2 shortage this round still costs 1 VP)</translation>
    </message>
    <message>
        <source>%1 (counts as %2, the top of the track)</source>
        <translation>%1 (counts as %2, the top of the track)</translation>
    </message>
    <message>
        <source>%1 (this round)</source>
        <translation>%1 (this round)</translation>
    </message>
    <message>
        <source>%1 at Strength 0 defeats nobody</source>
        <translation>%1 at Strength 0 defeats nobody</translation>
    </message>
    <message>
        <source>%1 at Strength 0 defeats nobody but a nation with negative Strength (game option)</source>
        <translation>%1 at Strength 0 defeats nobody but a nation with negative Strength (game option)</translation>
    </message>
    <message>
        <source>%1 bonus</source>
        <translation>%1 bonus</translation>
    </message>
    <message>
        <source>%1 defeat</source>
        <translation>%1 defeat</translation>
    </message>
    <message>
        <source>%1 defeat: no VP lost (%2)</source>
        <translation>%1 defeat: no VP lost (%2)</translation>
    </message>
    <message>
        <source>%1 shortage</source>
        <translation>%1 shortage</translation>
    </message>
    <message>
        <source>%1 shortage (%2 missing)</source>
        <translation>%1 shortage (%2 missing)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: %2 Strength against the War from %3 = %4</source>
        <translation>%1: %2 Strength against the War from %3 = %4</translation>
    </message>
    <message>
        <source>%1: %2 more resources could not be lost instead of Books (nothing left)</source>
        <translation>%1: %2 more resources could not be lost instead of Books (nothing left)</translation>
    </message>
    <message>
        <source>%1: %2 — not met</source>
        <translation>%1: %2 — not met</translation>
    </message>
    <message>
        <source>%1: %2, %3</source>
        <translation>%1: %2, %3</translation>
    </message>
    <message>
        <source>%1: Stability %2 added to Strength for player order</source>
        <translation>%1: Stability %2 added to Strength for player order</translation>
    </message>
    <message>
        <source>%1: Strength %2 counts as 0 against the War (a game option lets a War at 0 defeat it)</source>
        <translation>%1: Strength %2 counts as 0 against the War (a game option lets a War at 0 defeat it)</translation>
    </message>
    <message>
        <source>%1: Strength %2 is negative: no penalty (the rulebook&apos;s revolt is for Stability only; a game option can treat it as a revolt)</source>
        <translation>%1: Strength %2 is negative: no penalty (the rulebook&apos;s revolt is for Stability only; a game option can treat it as a revolt)</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round</source>
        <translation>%1: counts as the least Stability this round</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round (alone, below the nations in revolt; a game option ties them)</source>
        <translation>%1: counts as the least Stability this round (alone, below the nations in revolt; a game option ties them)</translation>
    </message>
    <message>
        <source>%1: counts as the least Stability this round (tied with the nations in revolt: game option)</source>
        <translation>%1: counts as the least Stability this round (tied with the nations in revolt: game option)</translation>
    </message>
    <message>
        <source>%1: no Gold, Food or Stone left to lose instead of %2 Books: nothing more is lost</source>
        <translation>%1: no Gold, Food or Stone left to lose instead of %2 Books: nothing more is lost</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>1st</source>
        <translation>1st</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <source>Books are scored at the end of rounds 2, 4, 6 and 8 (not this round)</source>
        <translation>Books are scored at the end of rounds 2, 4, 6 and 8 (not this round)</translation>
    </message>
    <message>
        <source>Books stay at 0: %1 not held</source>
        <translation>Books stay at 0: %1 not held</translation>
    </message>
    <message>
        <source>Famine (%1)</source>
        <translation>Famine (%1)</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Food</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Gold %1 + Food %2 + Stone %3 (counted double: %8) + Books %4 + Strength %5 + Stability %6 = %7</source>
        <translation>Gold %1 + Food %2 + Stone %3 (counted double: %8) + Books %4 + Strength %5 + Stability %6 = %7</translation>
    </message>
    <message>
        <source>Gold %1 + Food %2 + Stone %3 + Books %4 + Strength %5 + Stability %6 = %7</source>
        <translation>Gold %1 + Food %2 + Stone %3 + Books %4 + Strength %5 + Stability %6 = %7</translation>
    </message>
    <message>
        <source>Hawaii (marked space of the %1 section: no upkeep)</source>
        <translation>Hawaii (marked space of the %1 section: no upkeep)</translation>
    </message>
    <message>
        <source>Military Strength</source>
        <translation>Military Strength</translation>
    </message>
    <message>
        <source>Population Track (%1 section)</source>
        <translation>Population Track (%1 section)</translation>
    </message>
    <message>
        <source>Population Track (Food section)</source>
        <translation>Population Track (Food section)</translation>
    </message>
    <message>
        <source>Population Track (Stability section)</source>
        <translation>Population Track (Stability section)</translation>
    </message>
    <message>
        <source>Population Track (Strength section)</source>
        <translation>Population Track (Strength section)</translation>
    </message>
    <message>
        <source>Resources %1 / 10 rounded down</source>
        <translation>Resources %1 / 10 rounded down</translation>
    </message>
    <message>
        <source>Revolt</source>
        <translation>Revolt</translation>
    </message>
    <message>
        <source>Revolt (Stability %1)</source>
        <translation>Revolt (Stability %1)</translation>
    </message>
    <message>
        <source>Solo: you are %1 in player order (your %2 vs shadow %3, your %4 vs shadow %5)</source>
        <translation>Solo: you are %1 in player order (your %2 vs shadow %3, your %4 vs shadow %5)</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stability</translation>
    </message>
    <message>
        <source>Stability %1</source>
        <translation>Stability %1</translation>
    </message>
    <message>
        <source>Stability %1 (counts as %2, the top of the track)</source>
        <translation>Stability %1 (counts as %2, the top of the track)</translation>
    </message>
    <message>
        <source>Stability %1 (negative: tied with every negative Stability)</source>
        <translation>Stability %1 (negative: tied with every negative Stability)</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Stone</translation>
    </message>
    <message>
        <source>Strength %1</source>
        <translation>Strength %1</translation>
    </message>
    <message>
        <source>Strength %1 (counts as %2, the top of the track)</source>
        <translation>Strength %1 (counts as %2, the top of the track)</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>VP tokens</translation>
    </message>
    <message>
        <source>apply by hand: %1 %2: %3 %4 (use the manual correction)</source>
        <translation>apply by hand: %1 %2: %3 %4 (use the manual correction)</translation>
    </message>
    <message>
        <source>as last round (tie with the shadow)</source>
        <translation>as last round (tie with the shadow)</translation>
    </message>
    <message>
        <source>check by hand: %1: %2</source>
        <translation>check by hand: %1: %2</translation>
    </message>
    <message>
        <source>corrected by hand (computed %1, entered %2)</source>
        <translation>corrected by hand (computed %1, entered %2)</translation>
    </message>
    <message>
        <source>instead of Books (Books at 0)</source>
        <translation>instead of Books (Books at 0)</translation>
    </message>
    <message>
        <source>manual adjustment of %1 ignored: Strength/Stability are board values (use the manual correction)</source>
        <translation>manual adjustment of %1 ignored: Strength/Stability are board values (use the manual correction)</translation>
    </message>
    <message>
        <source>manual: %1</source>
        <translation>manual: %1</translation>
    </message>
    <message>
        <source>manual: correction</source>
        <translation>manual: correction</translation>
    </message>
    <message>
        <source>more Books than the shadow (%1 vs %2)</source>
        <translation>more Books than the shadow (%1 vs %2)</translation>
    </message>
    <message>
        <source>more Stability than the shadow (%1 vs shadow %2)</source>
        <translation>more Stability than the shadow (%1 vs shadow %2)</translation>
    </message>
    <message>
        <source>nations with fewer Books (%1 Books)</source>
        <translation>nations with fewer Books (%1 Books)</translation>
    </message>
    <message>
        <source>negative Strength %1 (game option: counted as a revolt)</source>
        <translation>negative Strength %1 (game option: counted as a revolt)</translation>
    </message>
    <message>
        <source>negative Strength (game option: counted as a revolt)</source>
        <translation>negative Strength (game option: counted as a revolt)</translation>
    </message>
    <message>
        <source>new player order: %1 (%2)</source>
        <translation>new player order: %1 (%2)</translation>
    </message>
    <message>
        <source>no War this round</source>
        <translation>no War this round</translation>
    </message>
    <message>
        <source>no famine this round</source>
        <translation>no famine this round</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>not more Books than the shadow (%1 vs %2): no VP</source>
        <translation>not more Books than the shadow (%1 vs %2): no VP</translation>
    </message>
    <message>
        <source>not more Stability than the shadow (%1 vs shadow %2)</source>
        <translation>not more Stability than the shadow (%1 vs shadow %2)</translation>
    </message>
    <message>
        <source>reduced by Stability %1</source>
        <translation>reduced by Stability %1</translation>
    </message>
    <message>
        <source>shortage: %1 not held</source>
        <translation>shortage: %1 not held</translation>
    </message>
    <message>
        <source>the Wonder under construction scores nothing</source>
        <translation>the Wonder under construction scores nothing</translation>
    </message>
    <message>
        <source>turmoil cards (this round)</source>
        <translation>turmoil cards (this round)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (lost to the war)</source>
        <translation>%1 (lost to the war)</translation>
    </message>
    <message>
        <source>%1 (nothing to remove)</source>
        <translation>%1 (nothing to remove)</translation>
    </message>
    <message>
        <source>%1 (others)</source>
        <translation>%1 (others)</translation>
    </message>
    <message>
        <source>%1 (paid)</source>
        <translation>%1 (paid)</translation>
    </message>
    <message>
        <source>%1 counts %2 Strength in the next event</source>
        <translation>%1 counts %2 Strength in the next event</translation>
    </message>
    <message>
        <source>%1 declines %2</source>
        <translation>%1 declines %2</translation>
    </message>
    <message>
        <source>%1 deploys a Worker for free on %2</source>
        <translation>%1 deploys a Worker for free on %2</translation>
    </message>
    <message>
        <source>%1 follow-up affects: %2</source>
        <translation>%1 follow-up affects: %2</translation>
    </message>
    <message>
        <source>%1 has no Worker to return</source>
        <translation>%1 has no Worker to return</translation>
    </message>
    <message>
        <source>%1 hires %2 free Architect(s) on %3</source>
        <translation>%1 hires %2 free Architect(s) on %3</translation>
    </message>
    <message>
        <source>%1 is ready</source>
        <translation>%1 is ready</translation>
    </message>
    <message>
        <source>%1 lost nothing to the war this round</source>
        <translation>%1 lost nothing to the war this round</translation>
    </message>
    <message>
        <source>%1 removes an Architect from the Wonder under construction</source>
        <translation>%1 removes an Architect from the Wonder under construction</translation>
    </message>
    <message>
        <source>%1 removes the Advisor(s)</source>
        <translation>%1 removes the Advisor(s)</translation>
    </message>
    <message>
        <source>%1 removes the Colony %2</source>
        <translation>%1 removes the Colony %2</translation>
    </message>
    <message>
        <source>%1 returns %2 on top of the full Population Track</source>
        <translation>%1 returns %2 on top of the full Population Track</translation>
    </message>
    <message>
        <source>%1 returns %2 to the %3 section</source>
        <translation>%1 returns %2 to the %3 section</translation>
    </message>
    <message>
        <source>%1 takes a Worker from the %2 section</source>
        <translation>%1 takes a Worker from the %2 section</translation>
    </message>
    <message>
        <source>%1 takes the free Worker on top of the Population Track</source>
        <translation>%1 takes the free Worker on top of the Population Track</translation>
    </message>
    <message>
        <source>%1 ×%2</source>
        <translation>%1 ×%2</translation>
    </message>
    <message>
        <source>%1, %2: the gain comes before the loss, as in Production (a game option takes the printed order)</source>
        <translation>%1, %2: the gain comes before the loss, as in Production (a game option takes the printed order)</translation>
    </message>
    <message>
        <source>%1, %2: the loss is taken before the gain (the printed order, a game option)</source>
        <translation>%1, %2: the loss is taken before the gain (the printed order, a game option)</translation>
    </message>
    <message>
        <source>%1, moved from %2</source>
        <translation>%1, moved from %2</translation>
    </message>
    <message>
        <source>%1: %2 Affected: %3.</source>
        <translation>%1: %2 Affected: %3.</translation>
    </message>
    <message>
        <source>%1: %2 gives nothing (×0)</source>
        <translation>%1: %2 gives nothing (×0)</translation>
    </message>
    <message>
        <source>%1: counts as having the least Stability this round</source>
        <translation>%1: counts as having the least Stability this round</translation>
    </message>
    <message>
        <source>%1: no (more) Workers left on the Population Track</source>
        <translation>%1: no (more) Workers left on the Population Track</translation>
    </message>
    <message>
        <source>%1: no Wonder under construction to hire a free Architect for</source>
        <translation>%1: no Wonder under construction to hire a free Architect for</translation>
    </message>
    <message>
        <source>%1: no event %2</source>
        <translation>%1: no event %2</translation>
    </message>
    <message>
        <source>%1: player order stays as last round: %2</source>
        <translation>%1: player order stays as last round: %2</translation>
    </message>
    <message>
        <source>%1: the Action Phase is over, so its extra actions cannot be taken this round</source>
        <translation>%1: the Action Phase is over, so its extra actions cannot be taken this round</translation>
    </message>
    <message>
        <source>%1: the Wonder is ready</source>
        <translation>%1: the Wonder is ready</translation>
    </message>
    <message>
        <source>Golden Ages bought this round</source>
        <translation>Golden Ages bought this round</translation>
    </message>
    <message>
        <source>Workers on Age IV Buildings</source>
        <translation>Workers on Age IV Buildings</translation>
    </message>
    <message>
        <source>a Worker from %1</source>
        <translation>a Worker from %1</translation>
    </message>
    <message>
        <source>an idle Worker</source>
        <translation>an idle Worker</translation>
    </message>
    <message>
        <source>least %1: %2</source>
        <translation>least %1: %2</translation>
    </message>
    <message>
        <source>meeting the condition: %1</source>
        <translation>meeting the condition: %1</translation>
    </message>
    <message>
        <source>most %1: %2</source>
        <translation>most %1: %2</translation>
    </message>
    <message>
        <source>new player order: %1</source>
        <translation>new player order: %1</translation>
    </message>
    <message>
        <source>pass order incomplete: &quot;passed first&quot; uses what was entered</source>
        <translation>pass order incomplete: &quot;passed first&quot; uses what was entered</translation>
    </message>
    <message>
        <source>pass order incomplete: &quot;passed last&quot; uses what was entered</source>
        <translation>pass order incomplete: &quot;passed last&quot; uses what was entered</translation>
    </message>
    <message>
        <source>%1 %2 &lt; %3: no reward</source>
        <translation>%1 %2 &lt; %3: no reward</translation>
    </message>
    <message>
        <source>%1 %2 ≥ %3, age %4</source>
        <translation>%1 %2 ≥ %3, age %4</translation>
    </message>
    <message>
        <source>%1 covered by a later building: 0</source>
        <translation>%1 covered by a later building: 0</translation>
    </message>
    <message>
        <source>%1 replaced by a later Advisor: 0</source>
        <translation>%1 replaced by a later Advisor: 0</translation>
    </message>
    <message>
        <source>%1 returned to the box unbuilt: 0</source>
        <translation>%1 returned to the box unbuilt: 0</translation>
    </message>
    <message>
        <source>%1 under construction: 0</source>
        <translation>%1 under construction: 0</translation>
    </message>
    <message>
        <source>Books %1, opponent %2: not more</source>
        <translation>Books %1, opponent %2: not more</translation>
    </message>
    <message>
        <source>Books used</source>
        <translation>Books used</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>War</source>
        <translation>War</translation>
    </message>
    <message>
        <source>more Books than %1 (%2 &gt; %3)</source>
        <translation>more Books than %1 (%2 &gt; %3)</translation>
    </message>
    <message>
        <source>more Books than the opponent (%1 &gt; %2)</source>
        <translation>more Books than the opponent (%1 &gt; %2)</translation>
    </message>
    <message>
        <source>new player order by unused Strength: %1; ties keep the previous order</source>
        <translation>new player order by unused Strength: %1; ties keep the previous order</translation>
    </message>
    <message>
        <source>no other player has fewer Books; equal Books give nothing</source>
        <translation>no other player has fewer Books; equal Books give nothing</translation>
    </message>
    <message>
        <source>the score board track</source>
        <translation>the score board track</translation>
    </message>
    <message>
        <source>track %1 → %2</source>
        <translation>track %1 → %2</translation>
    </message>
    <message>
        <source>%1 removed from %2&apos;s board: %3</source>
        <translation>%1 removed from %2&apos;s board: %3</translation>
    </message>
    <message>
        <source>%1: %2 has no Worker to return</source>
        <translation>%1: %2 has no Worker to return</translation>
    </message>
    <message>
        <source>%1: %2 — condition not met (%3)</source>
        <translation>%1: %2 — condition not met (%3)</translation>
    </message>
    <message>
        <source>%1: a marker is added (%2 on the card)</source>
        <translation>%1: a marker is added (%2 on the card)</translation>
    </message>
    <message>
        <source>%1: condition not met (%2)</source>
        <translation>%1: condition not met (%2)</translation>
    </message>
    <message>
        <source>%1: end of the age, a Worker must be returned: %2 returns %3 on top of the full Population Track; it is the next Worker taken</source>
        <translation>%1: end of the age, a Worker must be returned: %2 returns %3 on top of the full Population Track; it is the next Worker taken</translation>
    </message>
    <message>
        <source>%1: end of the age, a Worker must be returned: %2 returns %3 to the %4 section of the Population Track</source>
        <translation>%1: end of the age, a Worker must be returned: %2 returns %3 to the %4 section of the Population Track</translation>
    </message>
    <message>
        <source>%1: no Books produced to multiply</source>
        <translation>%1: no Books produced to multiply</translation>
    </message>
    <message>
        <source>%1: one marker removed (%2 left): %3</source>
        <translation>%1: one marker removed (%2 left): %3</translation>
    </message>
    <message>
        <source>check by hand: %1: %2 (%3; enter it as a manual adjustment)</source>
        <translation>check by hand: %1: %2 (%3; enter it as a manual adjustment)</translation>
    </message>
    <message>
        <source>%1 (age %2) is not on the Progress Board in age %3</source>
        <translation>%1 (age %2) is not on the Progress Board in age %3</translation>
    </message>
    <message>
        <source>%1 can be taken from %2 only until that nation passes</source>
        <translation>%1 can be taken from %2 only until that nation passes</translation>
    </message>
    <message>
        <source>%1 costs %2 Gold on row %3 (%4 has %5)</source>
        <translation>%1 costs %2 Gold on row %3 (%4 has %5)</translation>
    </message>
    <message>
        <source>%1 discards a public Architect; none is left this round</source>
        <translation>%1 discards a public Architect; none is left this round</translation>
    </message>
    <message>
        <source>%1 forces %2 nation(s) to take a turmoil card; %3 of the round&apos;s %4 are left</source>
        <translation>%1 forces %2 nation(s) to take a turmoil card; %3 of the round&apos;s %4 are left</translation>
    </message>
    <message>
        <source>%1 has no Wonder under construction to hire an Architect for</source>
        <translation>%1 has no Wonder under construction to hire an Architect for</translation>
    </message>
    <message>
        <source>%1 has passed and may not take actions again this round</source>
        <translation>%1 has passed and may not take actions again this round</translation>
    </message>
    <message>
        <source>%1 is from the %2 set, which this game does not use (card sets: %3)</source>
        <translation>%1 is from the %2 set, which this game does not use (card sets: %3)</translation>
    </message>
    <message>
        <source>%1 is on row %2 since an earlier swap</source>
        <translation>%1 is on row %2 since an earlier swap</translation>
    </message>
    <message>
        <source>%1 is on the 4th row of the Progress Board (row 4)</source>
        <translation>%1 is on the 4th row of the Progress Board (row 4)</translation>
    </message>
    <message>
        <source>%1 needs a Worker left on your Population Track to buy (%2&apos;s track is empty)</source>
        <translation>%1 needs a Worker left on your Population Track to buy (%2&apos;s track is empty)</translation>
    </message>
    <message>
        <source>%1 was moved to row %2 of the Progress Board this round</source>
        <translation>%1 was moved to row %2 of the Progress Board this round</translation>
    </message>
    <message>
        <source>%1 was played earlier and covered; each dynasty is played once</source>
        <translation>%1 was played earlier and covered; each dynasty is played once</translation>
    </message>
    <message>
        <source>%1 — you may not buy a %2</source>
        <translation>%1 — you may not buy a %2</translation>
    </message>
    <message>
        <source>%1&apos;s %2 private Architect(s) are used this round</source>
        <translation>%1&apos;s %2 private Architect(s) are used this round</translation>
    </message>
    <message>
        <source>%1&apos;s extra action before everyone else is taken once per round</source>
        <translation>%1&apos;s extra action before everyone else is taken once per round</translation>
    </message>
    <message>
        <source>%1&apos;s extra action comes before everyone else; nations have acted this round</source>
        <translation>%1&apos;s extra action comes before everyone else; nations have acted this round</translation>
    </message>
    <message>
        <source>%1&apos;s special action can be used %2 times per round</source>
        <translation>%1&apos;s special action can be used %2 times per round</translation>
    </message>
    <message>
        <source>%1&apos;s special action can be used once per round</source>
        <translation>%1&apos;s special action can be used once per round</translation>
    </message>
    <message>
        <source>%1&apos;s special action is only possible while nobody has passed this round</source>
        <translation>%1&apos;s special action is only possible while nobody has passed this round</translation>
    </message>
    <message>
        <source>%1&apos;s special action needs the %2 (ties give nobody)</source>
        <translation>%1&apos;s special action needs the %2 (ties give nobody)</translation>
    </message>
    <message>
        <source>%1; %2: counts as least</source>
        <translation>%1; %2: counts as least</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Advisor</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Battle</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Building</translation>
    </message>
    <message>
        <source>Colony</source>
        <translation>Colony</translation>
    </message>
    <message>
        <source>Golden Age</source>
        <translation>Golden Age</translation>
    </message>
    <message>
        <source>Growth bonus (%1)</source>
        <translation>Growth bonus (%1)</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Military</translation>
    </message>
    <message>
        <source>Natural Wonder</source>
        <translation>Natural Wonder</translation>
    </message>
    <message>
        <source>Wonder</source>
        <translation>Wonder</translation>
    </message>
    <message>
        <source>Workers are undeployed during your turn in the Action Phase</source>
        <translation>Workers are undeployed during your turn in the Action Phase</translation>
    </message>
    <message>
        <source>Workers are undeployed only during your own turn; it is %1&apos;s turn</source>
        <translation>Workers are undeployed only during your own turn; it is %1&apos;s turn</translation>
    </message>
    <message>
        <source>all %1 Building/Military slots are full: choose the card to cover</source>
        <translation>all %1 Building/Military slots are full: choose the card to cover</translation>
    </message>
    <message>
        <source>chieftain</source>
        <translation>chieftain</translation>
    </message>
    <message>
        <source>each round has as many turmoil cards as public Architects (%1); all %2 are taken</source>
        <translation>each round has as many turmoil cards as public Architects (%1); all %2 are taken</translation>
    </message>
    <message>
        <source>emperor</source>
        <translation>emperor</translation>
    </message>
    <message>
        <source>every nation</source>
        <translation>every nation</translation>
    </message>
    <message>
        <source>every nation has passed; the Action Phase of this round is over</source>
        <translation>every nation has passed; the Action Phase of this round is over</translation>
    </message>
    <message>
        <source>every other nation</source>
        <translation>every other nation</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>nations take one action each in player order; it is %1&apos;s turn, not %2&apos;s</source>
        <translation>nations take one action each in player order; it is %1&apos;s turn, not %2&apos;s</translation>
    </message>
    <message>
        <source>no Architect is left on the Score Board (%1 this round, %2 hired)</source>
        <translation>no Architect is left on the Score Board (%1 this round, %2 hired)</translation>
    </message>
    <message>
        <source>only one War may be bought each round (%1 is already on the War space)</source>
        <translation>only one War may be bought each round (%1 is already on the War space)</translation>
    </message>
    <message>
        <source>prince</source>
        <translation>prince</translation>
    </message>
    <message>
        <source>the Action Phase starts once every nation has chosen Growth</source>
        <translation>the Action Phase starts once every nation has chosen Growth</translation>
    </message>
    <message>
        <source>the Progress Board holds cards of this age (%1) and older; %2 is an age %3 card</source>
        <translation>the Progress Board holds cards of this age (%1) and older; %2 is an age %3 card</translation>
    </message>
    <message>
        <source>the nation special</source>
        <translation>the nation special</translation>
    </message>
    <message>
        <source>there is one copy of each Progress Card and %1 is on %2&apos;s board</source>
        <translation>there is one copy of each Progress Card and %1 is on %2&apos;s board</translation>
    </message>
    <message>
        <source>there is one copy of each Progress Card and %1 is on the War space</source>
        <translation>there is one copy of each Progress Card and %1 is on the War space</translation>
    </message>
    <message>
        <source>to buy %1 you need Military Strength %2 (you have %3)</source>
        <translation>to buy %1 you need Military Strength %2 (you have %3)</translation>
    </message>
    <message>
        <source>to buy a Battle you need at least one Worker on a Military</source>
        <translation>to buy a Battle you need at least one Worker on a Military</translation>
    </message>
    <message>
        <source>turmoil cards belong to the Dynasties expansion, which this game does not use</source>
        <translation>turmoil cards belong to the Dynasties expansion, which this game does not use</translation>
    </message>
    <message>
        <source>%1; 5 players: bottom two</source>
        <translation>%1; 5 players: bottom two</translation>
    </message>
    <message>
        <source>%1; 5 players: top two</source>
        <translation>%1; 5 players: top two</translation>
    </message>
    <message>
        <source>least Stability (%1)</source>
        <translation>least Stability (%1)</translation>
    </message>
    <message>
        <source>least Strength (%1)</source>
        <translation>least Strength (%1)</translation>
    </message>
    <message>
        <source>most Stability (%1)</source>
        <translation>most Stability (%1)</translation>
    </message>
    <message>
        <source>most Strength (%1)</source>
        <translation>most Strength (%1)</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 and %2</translation>
    </message>
    <message>
        <source>%1 of %2: every other nation loses</source>
        <translation>%1 of %2: every other nation loses</translation>
    </message>
    <message>
        <source>%1 of %2: least %3, extra famine</source>
        <translation>%1 of %2: least %3, extra famine</translation>
    </message>
    <message>
        <source>%1: Books production ×%2</source>
        <translation>%1: Books production ×%2</translation>
    </message>
    <message>
        <source>%1: Growth bonus taken as %2</source>
        <translation>%1: Growth bonus taken as %2</translation>
    </message>
    <message>
        <source>%1: Workers on Military pay no upkeep</source>
        <translation>%1: Workers on Military pay no upkeep</translation>
    </message>
    <message>
        <source>%1: extra Strength against the War</source>
        <translation>%1: extra Strength against the War</translation>
    </message>
    <message>
        <source>Stability above %1</source>
        <translation>Stability above %1</translation>
    </message>
    <message>
        <source>Strength %1 above the War (%2)</source>
        <translation>Strength %1 above the War (%2)</translation>
    </message>
    <message>
        <source>Strength above the War (no War this round)</source>
        <translation>Strength above the War (no War this round)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>a Worker on a Military card</source>
        <translation>a Worker on a Military card</translation>
    </message>
    <message>
        <source>bought a Colony this round</source>
        <translation>bought a Colony this round</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>chosen</translation>
    </message>
    <message>
        <source>defeated by the War</source>
        <translation>defeated by the War</translation>
    </message>
    <message>
        <source>exactly %1 Worker(s) on Military cards</source>
        <translation>exactly %1 Worker(s) on Military cards</translation>
    </message>
    <message>
        <source>exactly %1 Workers on Military cards</source>
        <translation>exactly %1 Workers on Military cards</translation>
    </message>
    <message>
        <source>extra defeat loss</source>
        <translation>extra defeat loss</translation>
    </message>
    <message>
        <source>extra loss of the War&apos;s resource</source>
        <translation>extra loss of the War&apos;s resource</translation>
    </message>
    <message>
        <source>held by %1</source>
        <translation>held by %1</translation>
    </message>
    <message>
        <source>least %1</source>
        <translation>least %1</translation>
    </message>
    <message>
        <source>least %1 (5 players: bottom two)</source>
        <translation>least %1 (5 players: bottom two)</translation>
    </message>
    <message>
        <source>most %1 (5 players: top two)</source>
        <translation>most %1 (5 players: top two)</translation>
    </message>
    <message>
        <source>most %1 (sole most)</source>
        <translation>most %1 (sole most)</translation>
    </message>
    <message>
        <source>not defeated by the War</source>
        <translation>not defeated by the War</translation>
    </message>
    <message>
        <source>not most %1 (5 players: top two)</source>
        <translation>not most %1 (5 players: top two)</translation>
    </message>
    <message>
        <source>not most %1 (sole most)</source>
        <translation>not most %1 (sole most)</translation>
    </message>
    <message>
        <source>passed first</source>
        <translation>passed first</translation>
    </message>
    <message>
        <source>passed first (5 players: first two/last two)</source>
        <translation>passed first (5 players: first two/last two)</translation>
    </message>
    <message>
        <source>passed last</source>
        <translation>passed last</translation>
    </message>
    <message>
        <source>passed last (5 players: first two/last two)</source>
        <translation>passed last (5 players: first two/last two)</translation>
    </message>
    <message>
        <source>per Advisor</source>
        <translation>per Advisor</translation>
    </message>
    <message>
        <source>per Building/Military of the current age (%1)</source>
        <translation>per Building/Military of the current age (%1)</translation>
    </message>
    <message>
        <source>per Colony of age III</source>
        <translation>per Colony of age III</translation>
    </message>
    <message>
        <source>per Colony of age IV</source>
        <translation>per Colony of age IV</translation>
    </message>
    <message>
        <source>per Worker on Military cards</source>
        <translation>per Worker on Military cards</translation>
    </message>
    <message>
        <source>per Worker on an age IV Building</source>
        <translation>per Worker on an age IV Building</translation>
    </message>
    <message>
        <source>per Worker on this card</source>
        <translation>per Worker on this card</translation>
    </message>
    <message>
        <source>per idle Worker</source>
        <translation>per idle Worker</translation>
    </message>
    <message>
        <source>per marker on the card</source>
        <translation>per marker on the card</translation>
    </message>
    <message>
        <source>per other natural wonder</source>
        <translation>per other natural wonder</translation>
    </message>
    <message>
        <source>player %1</source>
        <translation>player %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: %2)</source>
        <translation>%1 (recorded in the Action Phase: %2)</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: no)</source>
        <translation>%1 (recorded in the Action Phase: no)</translation>
    </message>
    <message>
        <source>%1 (recorded in the Action Phase: yes)</source>
        <translation>%1 (recorded in the Action Phase: yes)</translation>
    </message>
    <message>
        <source>%1 Architect(s)</source>
        <translation>%1 Architect(s)</translation>
    </message>
    <message>
        <source>%1 Worker(s)</source>
        <translation>%1 Worker(s)</translation>
    </message>
    <message>
        <source>%1 has no Books left: which resource do you lose %2 of instead?</source>
        <translation>%1 has no Books left: which resource do you lose %2 of instead?</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 or %2</translation>
    </message>
    <message>
        <source>%1, %2: %3?</source>
        <translation>%1, %2: %3?</translation>
    </message>
    <message>
        <source>%1, %2: choose one: %3?</source>
        <translation>%1, %2: choose one: %3?</translation>
    </message>
    <message>
        <source>%1, %2: how many Workers do you deploy on %3 for free?</source>
        <translation>%1, %2: how many Workers do you deploy on %3 for free?</translation>
    </message>
    <message>
        <source>%1, %2: how many Workers do you undeploy from %3?</source>
        <translation>%1, %2: how many Workers do you undeploy from %3?</translation>
    </message>
    <message>
        <source>%1, %2: how many free Architects do you hire?</source>
        <translation>%1, %2: how many free Architects do you hire?</translation>
    </message>
    <message>
        <source>%1, %2: return the Worker to which section of the Population Track?</source>
        <translation>%1, %2: return the Worker to which section of the Population Track?</translation>
    </message>
    <message>
        <source>%1, %2: return the Worker to which section?</source>
        <translation>%1, %2: return the Worker to which section?</translation>
    </message>
    <message>
        <source>%1, %2: take Worker %3 from which section?</source>
        <translation>%1, %2: take Worker %3 from which section?</translation>
    </message>
    <message>
        <source>%1, %2: which Colony do you remove?</source>
        <translation>%1, %2: which Colony do you remove?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker do you return?</source>
        <translation>%1, %2: which Worker do you return?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker goes to %3?</source>
        <translation>%1, %2: which Worker goes to %3?</translation>
    </message>
    <message>
        <source>%1, %2: which Worker is returned at the end of the age?</source>
        <translation>%1, %2: which Worker is returned at the end of the age?</translation>
    </message>
    <message>
        <source>%1: %2 — which gain?</source>
        <translation>%1: %2 — which gain?</translation>
    </message>
    <message>
        <source>%1: %2 — which resource does every other nation lose?</source>
        <translation>%1: %2 — which resource does every other nation lose?</translation>
    </message>
    <message>
        <source>%1: all Wonder slots are full; which ready Wonder does %2 cover?</source>
        <translation>%1: all Wonder slots are full; which ready Wonder does %2 cover?</translation>
    </message>
    <message>
        <source>%1: did you buy a Colony this round? (%2)</source>
        <translation>%1: did you buy a Colony this round? (%2)</translation>
    </message>
    <message>
        <source>1. Production</source>
        <translation>1. Production</translation>
    </message>
    <message>
        <source>2. Player order</source>
        <translation>2. Player order</translation>
    </message>
    <message>
        <source>3. War</source>
        <translation>3. War</translation>
    </message>
    <message>
        <source>4. Event: %1</source>
        <translation>4. Event: %1</translation>
    </message>
    <message>
        <source>5. Famine</source>
        <translation>5. Famine</translation>
    </message>
    <message>
        <source>6. Books (end of age)</source>
        <translation>6. Books (end of age)</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Corrections by hand</source>
        <translation>Corrections by hand</translation>
    </message>
    <message>
        <source>End of the round</source>
        <translation>End of the round</translation>
    </message>
    <message>
        <source>Golden Ages</source>
        <translation>Golden Ages</translation>
    </message>
    <message>
        <source>Lose %1 %2 (holding %3)</source>
        <translation>Lose %1 %2 (holding %3)</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>No (not possible)</source>
        <translation>No (not possible)</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>Stability against the shadow opponent</source>
        <translation>Stability against the shadow opponent</translation>
    </message>
    <message>
        <source>Wars and Battles</source>
        <translation>Wars and Battles</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Yes</translation>
    </message>
    <message>
        <source>Yes: %1</source>
        <translation>Yes: %1</translation>
    </message>
    <message>
        <source>a Worker moved from %1</source>
        <translation>a Worker moved from %1</translation>
    </message>
    <message>
        <source>a Worker on %1</source>
        <translation>a Worker on %1</translation>
    </message>
    <message>
        <source>all others lose %1</source>
        <translation>all others lose %1</translation>
    </message>
    <message>
        <source>an idle Worker (Resource Area)</source>
        <translation>an idle Worker (Resource Area)</translation>
    </message>
    <message>
        <source>count %1 less Strength in the next event</source>
        <translation>count %1 less Strength in the next event</translation>
    </message>
    <message>
        <source>gain %1</source>
        <translation>gain %1</translation>
    </message>
    <message>
        <source>go first in player order</source>
        <translation>go first in player order</translation>
    </message>
    <message>
        <source>go last in player order</source>
        <translation>go last in player order</translation>
    </message>
    <message>
        <source>how many Colonies did you buy this round?</source>
        <translation>how many Colonies did you buy this round?</translation>
    </message>
    <message>
        <source>how many Golden Ages did you buy this round?</source>
        <translation>how many Golden Ages did you buy this round?</translation>
    </message>
    <message>
        <source>how many Wars and Battles did you buy this round?</source>
        <translation>how many Wars and Battles did you buy this round?</translation>
    </message>
    <message>
        <source>lose %1</source>
        <translation>lose %1</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>pay %1</source>
        <translation>pay %1</translation>
    </message>
    <message>
        <source>remove a Colony</source>
        <translation>remove a Colony</translation>
    </message>
    <message>
        <source>remove an Architect from your Wonder under construction</source>
        <translation>remove an Architect from your Wonder under construction</translation>
    </message>
    <message>
        <source>remove your Advisor(s)</source>
        <translation>remove your Advisor(s)</translation>
    </message>
    <message>
        <source>take %1 Worker(s)</source>
        <translation>take %1 Worker(s)</translation>
    </message>
    <message>
        <source>%1 (Food reachable: %2)</source>
        <translation>%1 (Food reachable: %2)</translation>
    </message>
    <message>
        <source>%1 Gold</source>
        <translation>%1 Gold</translation>
    </message>
    <message>
        <source>%1 Strength</source>
        <translation>%1 Strength</translation>
    </message>
    <message>
        <source>%1 builds %2 (%3 VP at the end of the game; its chit can be used this round)</source>
        <translation>%1 builds %2 (%3 VP at the end of the game; its chit can be used this round)</translation>
    </message>
    <message>
        <source>%1 buys %2 (%3, row %4, %5, %6 VP at the end of the game)</source>
        <translation>%1 buys %2 (%3, row %4, %5, %6 VP at the end of the game)</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passes</translation>
    </message>
    <message>
        <source>%1 rerolls (Reroll chit to the used area)</source>
        <translation>%1 rerolls (Reroll chit to the used area)</translation>
    </message>
    <message>
        <source>%1 uses %2 Books and %3 Food, keeps %4 Strength unused</source>
        <translation>%1 uses %2 Books and %3 Food, keeps %4 Strength unused</translation>
    </message>
    <message>
        <source>%1; covers %2 (its dice go back to the supply)</source>
        <translation>%1; covers %2 (its dice go back to the supply)</translation>
    </message>
    <message>
        <source>%1; covers a building printed on the board</source>
        <translation>%1; covers a building printed on the board</translation>
    </message>
    <message>
        <source>%1; replaces the Advisor %2 (its rerolls go back)</source>
        <translation>%1; replaces the Advisor %2 (its rerolls go back)</translation>
    </message>
    <message>
        <source>%1; the unbuilt %2 goes back to the box</source>
        <translation>%1; the unbuilt %2 goes back to the box</translation>
    </message>
    <message>
        <source>%1; under construction: no effect and no VP until built</source>
        <translation>%1; under construction: no effect and no VP until built</translation>
    </message>
    <message>
        <source>opponent track %1 → %2</source>
        <translation>opponent track %1 → %2</translation>
    </message>
    <message>
        <source>opponent: Books on %1 blue dice</source>
        <translation>opponent: Books on %1 blue dice</translation>
    </message>
    <message>
        <source>round %1: Famine %2 Food, War %3 Strength, reward %4 VP each</source>
        <translation>round %1: Famine %2 Food, War %3 Strength, reward %4 VP each</translation>
    </message>
    <message>
        <source>$%1</source>
        <translation>$%1</translation>
    </message>
    <message>
        <source>%1 Automated Blocs and the box has 9 tokens: use a penny for the others</source>
        <translation>%1 Automated Blocs and the box has 9 tokens: use a penny for the others</translation>
    </message>
    <message>
        <source>%1 Automates a Bloc for 1 Energy and 2 Capital</source>
        <translation>%1 Automates a Bloc for 1 Energy and 2 Capital</translation>
    </message>
    <message>
        <source>%1 Flag(s) of the hexes moved into go back (%2 of 18 on the board)</source>
        <translation>%1 Flag(s) of the hexes moved into go back (%2 of 18 on the board)</translation>
    </message>
    <message>
        <source>%1 Promissory notes are held and the box has 30: %2 on paper</source>
        <translation>%1 Promissory notes are held and the box has 30: %2 on paper</translation>
    </message>
    <message>
        <source>%1 and $%2</source>
        <translation>%1 and $%2</translation>
    </message>
    <message>
        <source>%1 builds a %2 for %3 (with its Flag, the Reference card&apos;s %4)</source>
        <translation>%1 builds a %2 for %3 (with its Flag, the Reference card&apos;s %4)</translation>
    </message>
    <message>
        <source>%1 builds an %2 for %3 (with its Flag, the Reference card&apos;s %4)</source>
        <translation>%1 builds an %2 for %3 (with its Flag, the Reference card&apos;s %4)</translation>
    </message>
    <message>
        <source>%1 buys 1 %2 for $%3; %4</source>
        <translation>%1 buys 1 %2 for $%3; %4</translation>
    </message>
    <message>
        <source>%1 from the supply at the market-empty price</source>
        <translation>%1 from the supply at the market-empty price</translation>
    </message>
    <message>
        <source>%1 from well %2</source>
        <translation>%1 from well %2</translation>
    </message>
    <message>
        <source>%1 hands %2 Promissory note(s) to %3 in a barter: %1 holds %4, %3 %5</source>
        <translation>%1 hands %2 Promissory note(s) to %3 in a barter: %1 holds %4, %3 %5</translation>
    </message>
    <message>
        <source>%1 has $%2: %3 VP (1 per full $10)</source>
        <translation>%1 has $%2: %3 VP (1 per full $10)</translation>
    </message>
    <message>
        <source>%1 into well %2</source>
        <translation>%1 into well %2</translation>
    </message>
    <message>
        <source>%1 moves %2 tile(s) for 1 Capital</source>
        <translation>%1 moves %2 tile(s) for 1 Capital</translation>
    </message>
    <message>
        <source>%1 of 6 Industry stacks are empty</source>
        <translation>%1 of 6 Industry stacks are empty</translation>
    </message>
    <message>
        <source>%1 places a Flag (%2 of 18) for 1 Labor</source>
        <translation>%1 places a Flag (%2 of 18) for 1 Labor</translation>
    </message>
    <message>
        <source>%1 repays a Promissory note and holds %2</source>
        <translation>%1 repays a Promissory note and holds %2</translation>
    </message>
    <message>
        <source>%1 runs %2 Bloc(s): %3 for %4; what was produced cannot run a Bloc in this phase</source>
        <translation>%1 runs %2 Bloc(s): %3 for %4; what was produced cannot run a Bloc in this phase</translation>
    </message>
    <message>
        <source>%1 sells 1 %2 for $%3; %4</source>
        <translation>%1 sells 1 %2 for $%3; %4</translation>
    </message>
    <message>
        <source>%1 takes %2: %3</source>
        <translation>%1 takes %2: %3</translation>
    </message>
    <message>
        <source>%1 takes %2: %3; the tiles go on the board at once, each with a Flag</source>
        <translation>%1 takes %2: %3; the tiles go on the board at once, each with a Flag</translation>
    </message>
    <message>
        <source>%1 takes a Promissory note for $%2 and holds %3; the next gives $%4</source>
        <translation>%1 takes a Promissory note for $%2 and holds %3; the next gives $%4</translation>
    </message>
    <message>
        <source>%1 to the supply at the market-full price</source>
        <translation>%1 to the supply at the market-full price</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (back to the default table)</source>
        <translation>%1: %2 → %3 (back to the default table)</translation>
    </message>
    <message>
        <source>%1: %2 → %3 (corrected by the table)</source>
        <translation>%1: %2 → %3 (corrected by the table)</translation>
    </message>
    <message>
        <source>%1: the end is triggered when this Develop phase ends</source>
        <translation>%1: the end is triggered when this Develop phase ends</translation>
    </message>
    <message>
        <source>Academy</source>
        <translation>Academy</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>Bank</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capital</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>Energy</translation>
    </message>
    <message>
        <source>Factory</source>
        <translation>Factory</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>Force Placement of %1 tile(s): %2</source>
        <translation>Force Placement of %1 tile(s): %2</translation>
    </message>
    <message>
        <source>Force Placement: 1 Capital</source>
        <translation>Force Placement: 1 Capital</translation>
    </message>
    <message>
        <source>Generator</source>
        <translation>Generator</translation>
    </message>
    <message>
        <source>Labor</source>
        <translation>Labor</translation>
    </message>
    <message>
        <source>Mine</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Ore</source>
        <translation>Ore</translation>
    </message>
    <message>
        <source>a player has placed all 18 Flags</source>
        <translation>a player has placed all 18 Flags</translation>
    </message>
    <message>
        <source>all passed in succession: the Develop phase begins, %1 first</source>
        <translation>all passed in succession: the Develop phase begins, %1 first</translation>
    </message>
    <message>
        <source>all passed in succession: the Produce phase begins</source>
        <translation>all passed in succession: the Produce phase begins</translation>
    </message>
    <message>
        <source>at least 5 of the 6 Industry stacks are empty</source>
        <translation>at least 5 of the 6 Industry stacks are empty</translation>
    </message>
    <message>
        <source>every hex holds a Flag or a tile</source>
        <translation>every hex holds a Flag or a tile</translation>
    </message>
    <message>
        <source>final Trade ledger $%1</source>
        <translation>final Trade ledger $%1</translation>
    </message>
    <message>
        <source>no Blocs entered for %1: they produced nothing</source>
        <translation>no Blocs entered for %1: they produced nothing</translation>
    </message>
    <message>
        <source>round %1 ends; the first player marker passes to %2; round %3 begins with the Trade phase</source>
        <translation>round %1 ends; the first player marker passes to %2; round %3 begins with the Trade phase</translation>
    </message>
    <message>
        <source>round %1 ends; the first player marker passes to %2; the final Trade phase begins: sell off, then enter each player&apos;s money</source>
        <translation>round %1 ends; the first player marker passes to %2; the final Trade phase begins: sell off, then enter each player&apos;s money</translation>
    </message>
    <message>
        <source>the %1 Market corrected from %2 cubes: %3</source>
        <translation>the %1 Market corrected from %2 cubes: %3</translation>
    </message>
    <message>
        <source>the %1 Market holds %2 of %3: buy $%4, sell $%5</source>
        <translation>the %1 Market holds %2 of %3: buy $%4, sell $%5</translation>
    </message>
    <message>
        <source>the draft is done: round 1 begins with the Trade phase, %1 first</source>
        <translation>the draft is done: round 1 begins with the Trade phase, %1 first</translation>
    </message>
    <message>
        <source>the end is triggered: %1; one final Produce phase, then a final Trade phase, then the game ends</source>
        <translation>the end is triggered: %1; one final Produce phase, then a final Trade phase, then the game ends</translation>
    </message>
    <message>
        <source>the final Trade phase is over: the game ends</source>
        <translation>the final Trade phase is over: the game ends</translation>
    </message>
    <message>
        <source>the final Trade phase is over: the game ends; money still to enter: %1</source>
        <translation>the final Trade phase is over: the game ends; money still to enter: %1</translation>
    </message>
    <message>
        <source>end of the age</source>
        <translation>end of the age</translation>
    </message>
    <message>
        <source>$20 minus the notes held</source>
        <translation>$20 minus the notes held</translation>
    </message>
    <message>
        <source>%1 Stone is less than %2&apos;s cost of %3</source>
        <translation>%1 Stone is less than %2&apos;s cost of %3</translation>
    </message>
    <message>
        <source>%1 already has %2 tiles: the box has 60</source>
        <translation>%1 already has %2 tiles: the box has 60</translation>
    </message>
    <message>
        <source>%1 has %2 Automation token(s), fewer than the Automated Blocs entered</source>
        <translation>%1 has %2 Automation token(s), fewer than the Automated Blocs entered</translation>
    </message>
    <message>
        <source>%1 has %2 hexes with a Flag and no tile</source>
        <translation>%1 has %2 hexes with a Flag and no tile</translation>
    </message>
    <message>
        <source>%1 has %2 tiles on the board</source>
        <translation>%1 has %2 tiles on the board</translation>
    </message>
    <message>
        <source>%1 has no Bloc left to Automate (one token per Bloc)</source>
        <translation>%1 has no Bloc left to Automate (one token per Bloc)</translation>
    </message>
    <message>
        <source>%1 has no Wonder under construction (buy one first)</source>
        <translation>%1 has no Wonder under construction (buy one first)</translation>
    </message>
    <message>
        <source>%1 has no hex with a Flag and no tile: place a Flag first</source>
        <translation>%1 has no hex with a Flag and no tile: place a Flag first</translation>
    </message>
    <message>
        <source>%1 has passed this round: a player who passed takes no more actions</source>
        <translation>%1 has passed this round: a player who passed takes no more actions</translation>
    </message>
    <message>
        <source>%1 has placed all 18 Flags</source>
        <translation>%1 has placed all 18 Flags</translation>
    </message>
    <message>
        <source>%1 holds %2 notes, not %3</source>
        <translation>%1 holds %2 notes, not %3</translation>
    </message>
    <message>
        <source>%1 holds %2 notes, so another would give $%3 ($20 minus the notes held)</source>
        <translation>%1 holds %2 notes, so another would give $%3 ($20 minus the notes held)</translation>
    </message>
    <message>
        <source>%1 holds no Promissory note</source>
        <translation>%1 holds no Promissory note</translation>
    </message>
    <message>
        <source>%1 is not a Building or Military tile in play</source>
        <translation>%1 is not a Building or Military tile in play</translation>
    </message>
    <message>
        <source>%1 is not in the draft with 5 players</source>
        <translation>%1 is not in the draft with 5 players</translation>
    </message>
    <message>
        <source>%1 was taken by %2</source>
        <translation>%1 was taken by %2</translation>
    </message>
    <message>
        <source>%1 would hold more than %2 notes</source>
        <translation>%1 would hold more than %2 notes</translation>
    </message>
    <message>
        <source>Farms feed themselves: every tile of a Farm Bloc is fed</source>
        <translation>Farms feed themselves: every tile of a Farm Bloc is fed</translation>
    </message>
    <message>
        <source>clockwise from the first player</source>
        <translation>clockwise from the first player</translation>
    </message>
    <message>
        <source>counter-clockwise from the last player</source>
        <translation>counter-clockwise from the last player</translation>
    </message>
    <message>
        <source>draft round %1 takes a Commodity Package, not %2</source>
        <translation>draft round %1 takes a Commodity Package, not %2</translation>
    </message>
    <message>
        <source>draft round %1 takes an Industry Package, not %2</source>
        <translation>draft round %1 takes an Industry Package, not %2</translation>
    </message>
    <message>
        <source>enter what was used for Books, Food and the unused Strength first (%1)</source>
        <translation>enter what was used for Books, Food and the unused Strength first (%1)</translation>
    </message>
    <message>
        <source>every tile is fed: no dot lies on an unfed tile</source>
        <translation>every tile is fed: no dot lies on an unfed tile</translation>
    </message>
    <message>
        <source>money is private during the game: it is entered in the final Trade phase or after it</source>
        <translation>money is private during the game: it is entered in the final Trade phase or after it</translation>
    </message>
    <message>
        <source>more than %1 rerolls in a round</source>
        <translation>more than %1 rerolls in a round</translation>
    </message>
    <message>
        <source>not all players have passed (%1): the round is scored after all passed</source>
        <translation>not all players have passed (%1): the round is scored after all passed</translation>
    </message>
    <message>
        <source>one Ore feeds every tile of the Automated Bloc</source>
        <translation>one Ore feeds every tile of the Automated Bloc</translation>
    </message>
    <message>
        <source>only a Building or Military tile covers another tile</source>
        <translation>only a Building or Military tile covers another tile</translation>
    </message>
    <message>
        <source>only an Automated Bloc can be fed with Ore</source>
        <translation>only an Automated Bloc can be fed with Ore</translation>
    </message>
    <message>
        <source>only in a Produce phase (now it is %1)</source>
        <translation>only in a Produce phase (now it is %1)</translation>
    </message>
    <message>
        <source>only in a Trade phase (now it is %1)</source>
        <translation>only in a Trade phase (now it is %1)</translation>
    </message>
    <message>
        <source>only in the Develop phase (now it is %1)</source>
        <translation>only in the Develop phase (now it is %1)</translation>
    </message>
    <message>
        <source>pick %1 is %2&apos;s (draft round %3, %4)</source>
        <translation>pick %1 is %2&apos;s (draft round %3, %4)</translation>
    </message>
    <message>
        <source>round %1 has not started: enter its Event numbers first</source>
        <translation>round %1 has not started: enter its Event numbers first</translation>
    </message>
    <message>
        <source>round %1 is being played: score it first</source>
        <translation>round %1 is being played: score it first</translation>
    </message>
    <message>
        <source>the %1 stack is empty</source>
        <translation>the %1 stack is empty</translation>
    </message>
    <message>
        <source>the Blocs hold %1 %2 tiles, but %3 has %4 on the board</source>
        <translation>the Blocs hold %1 %2 tiles, but %3 has %4 on the board</translation>
    </message>
    <message>
        <source>the Develop phase</source>
        <translation>the Develop phase</translation>
    </message>
    <message>
        <source>the Produce phase</source>
        <translation>the Produce phase</translation>
    </message>
    <message>
        <source>the Trade phase</source>
        <translation>the Trade phase</translation>
    </message>
    <message>
        <source>the draft</source>
        <translation>the draft</translation>
    </message>
    <message>
        <source>the draft ends with its last pick</source>
        <translation>the draft ends with its last pick</translation>
    </message>
    <message>
        <source>the draft is over</source>
        <translation>the draft is over</translation>
    </message>
    <message>
        <source>the end of the game</source>
        <translation>the end of the game</translation>
    </message>
    <message>
        <source>the final Produce phase</source>
        <translation>the final Produce phase</translation>
    </message>
    <message>
        <source>the final Trade phase</source>
        <translation>the final Trade phase</translation>
    </message>
    <message>
        <source>the game has 4 rounds and round 4 is scored: there is no round 5</source>
        <translation>the game has 4 rounds and round 4 is scored: there is no round 5</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>the game is over</translation>
    </message>
    <message>
        <source>the game is over (it ends after round 4)</source>
        <translation>the game is over (it ends after round 4)</translation>
    </message>
    <message>
        <source>%1 Food used, but only %2 is reachable (%3 showing + %4 other dice / 2: any 2 unused dice make 1 Food)</source>
        <translation>%1 Food used, but only %2 is reachable (%3 showing + %4 other dice / 2: any 2 unused dice make 1 Food)</translation>
    </message>
    <message>
        <source>%1 is less than the price of row %2 (pay the row&apos;s number or more, no change)</source>
        <translation>%1 is less than the price of row %2 (pay the row&apos;s number or more, no change)</translation>
    </message>
    <message>
        <source>%1 is negative: %2</source>
        <translation>%1 is negative: %2</translation>
    </message>
    <message>
        <source>%1 is out of range: %2</source>
        <translation>%1 is out of range: %2</translation>
    </message>
    <message>
        <source>cubes in the %1 Market&apos;s rows, 0-%2 (one per well)</source>
        <translation>cubes in the %1 Market&apos;s rows, 0-%2 (one per well)</translation>
    </message>
    <message>
        <source>full dots in the Bloc, at most 6 per tile</source>
        <translation>full dots in the Bloc, at most 6 per tile</translation>
    </message>
    <message>
        <source>full dots on unfed tiles, at most the full dots not shared</source>
        <translation>full dots on unfed tiles, at most the full dots not shared</translation>
    </message>
    <message>
        <source>full dots shared with another player&apos;s Bloc, at most the full dots</source>
        <translation>full dots shared with another player&apos;s Bloc, at most the full dots</translation>
    </message>
    <message>
        <source>notes handed over, 1 or more</source>
        <translation>notes handed over, 1 or more</translation>
    </message>
    <message>
        <source>the player&apos;s money, $0 or more</source>
        <translation>the player&apos;s money, $0 or more</translation>
    </message>
    <message>
        <source>tiles fed, 1 to the Bloc&apos;s tiles (a Bloc without a fed tile is not run: leave it out)</source>
        <translation>tiles fed, 1 to the Bloc&apos;s tiles (a Bloc without a fed tile is not run: leave it out)</translation>
    </message>
    <message>
        <source>tiles in the Bloc, 1-%1 (the box)</source>
        <translation>tiles in the Bloc, 1-%1 (the box)</translation>
    </message>
    <message>
        <source>tiles moved into hexes holding the player&apos;s Flag, at most the tiles moved</source>
        <translation>tiles moved into hexes holding the player&apos;s Flag, at most the tiles moved</translation>
    </message>
    <message>
        <source>tiles moved, 1-3 for one Capital</source>
        <translation>tiles moved, 1-3 for one Capital</translation>
    </message>
    <message>
        <source>tiles whose placement is forced, at most the tiles moved</source>
        <translation>tiles whose placement is forced, at most the tiles moved</translation>
    </message>
</context>
<context>
    <name>ErrorBanner</name>
    <message>
        <source>Dismiss</source>
        <translation>Dismiss</translation>
    </message>
    <message>
        <source>Dismiss this message</source>
        <translation>Dismiss this message</translation>
    </message>
</context>
<context>
    <name>EventPicker</name>
    <message>
        <source>Change</source>
        <translation>Change</translation>
    </message>
    <message>
        <source>Famine: %1 Food · Architects on the card: %2</source>
        <translation>Famine: %1 Food · Architects on the card: %2</translation>
    </message>
    <message>
        <source>%1 (%2) marked %3: another nation buying it pays %1 extra</source>
        <translation>%1 (%2) marked %3: another nation buying it pays %1 extra</translation>
    </message>
    <message>
        <source>%1 (%2) marks a card on the Progress Board</source>
        <translation>%1 (%2) marks a card on the Progress Board</translation>
    </message>
    <message>
        <source>Mark a card…</source>
        <translation>Mark a card…</translation>
    </message>
    <message>
        <source>Card to mark on the Progress Board</source>
        <translation>Card to mark on the Progress Board</translation>
    </message>
    <message>
        <source>Event Card of age %1: type its name…</source>
        <translation>Event Card of age %1: type its name…</translation>
    </message>
    <message>
        <source>%1 (already drawn in round %2)</source>
        <translation>%1 (already drawn in round %2)</translation>
    </message>
    <message>
        <source>Famine %1 · Architects +%2</source>
        <translation>Famine %1 · Architects +%2</translation>
    </message>
</context>
<context>
    <name>FileJobBar</name>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV files (*.csv)</translation>
    </message>
    <message>
        <source>BG Stats play files (*.bgsplay)</source>
        <translation>BG Stats play files (*.bgsplay)</translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation>JSON files (*.json)</translation>
    </message>
    <message>
        <source>Export the history</source>
        <translation>Export the history</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>Back up the database</source>
        <translation>Back up the database</translation>
    </message>
    <message>
        <source>Backups (*.sqlite)</source>
        <translation>Backups (*.sqlite)</translation>
    </message>
    <message>
        <source>Restore a backup</source>
        <translation>Restore a backup</translation>
    </message>
    <message>
        <source>Replace every game and player of this database with the backup %1? The backup is checked first; a damaged or newer one is refused and nothing changes.</source>
        <translation>Replace every game and player of this database with the backup %1? The backup is checked first; a damaged or newer one is refused and nothing changes.</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Backup</source>
        <translation>Backup</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 of %2 games</source>
        <translation>%1 of %2 games</translation>
    </message>
    <message>
        <source>Restoring the backup: the app waits until it is done.</source>
        <translation>Restoring the backup: the app waits until it is done.</translation>
    </message>
</context>
<context>
    <name>FinalScorePage</name>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>Home (Ctrl+H)</source>
        <translation>Home (Ctrl+H)</translation>
    </message>
    <message>
        <source>New game (Ctrl+N)</source>
        <translation>New game (Ctrl+N)</translation>
    </message>
    <message>
        <source>%1 enters the Hall of Fame as %2!</source>
        <translation>%1 enters the Hall of Fame as %2!</translation>
    </message>
    <message>
        <source>%1 scored %2 — below the Hall of Fame.</source>
        <translation>%1 scored %2 — below the Hall of Fame.</translation>
    </message>
    <message>
        <source>★ %1 wins with %2 VP</source>
        <translation>★ %1 wins with %2 VP</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>1st ★</source>
        <translation>1st ★</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2nd</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3rd</translation>
    </message>
    <message>
        <source>%1th</source>
        <translation>%1th</translation>
    </message>
</context>
<context>
    <name>GameEditDialog</name>
    <message>
        <source>Edit game %1</source>
        <translation>Edit game %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>logged without the app</source>
        <translation>logged without the app</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Players and final scores (a corrected score needs a reason; the computed one is kept)</source>
        <translation>Players and final scores (a corrected score needs a reason; the computed one is kept)</translation>
    </message>
    <message>
        <source>Player in seat %1</source>
        <translation>Player in seat %1</translation>
    </message>
    <message>
        <source>Final score of seat %1</source>
        <translation>Final score of seat %1</translation>
    </message>
    <message>
        <source>reason of a correction</source>
        <translation>reason of a correction</translation>
    </message>
    <message>
        <source>Reason of the correction of seat %1</source>
        <translation>Reason of the correction of seat %1</translation>
    </message>
    <message>
        <source>computed %1</source>
        <translation>computed %1</translation>
    </message>
    <message>
        <source>Earlier edits:</source>
        <translation>Earlier edits:</translation>
    </message>
</context>
<context>
    <name>HelpPage</name>
    <message>
        <source>Everywhere</source>
        <translation>Everywhere</translation>
    </message>
    <message>
        <source>this help</source>
        <translation>this help</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>new Nations game</source>
        <translation>new Nations game</translation>
    </message>
    <message>
        <source>resume the Nations game</source>
        <translation>resume the Nations game</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>add a player</source>
        <translation>add a player</translation>
    </message>
    <message>
        <source>start the game</source>
        <translation>start the game</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>buy a card for the nation whose turn it is</source>
        <translation>buy a card for the nation whose turn it is</translation>
    </message>
    <message>
        <source>deploy or take back Workers</source>
        <translation>deploy or take back Workers</translation>
    </message>
    <message>
        <source>hire an Architect</source>
        <translation>hire an Architect</translation>
    </message>
    <message>
        <source>a card&apos;s special action</source>
        <translation>a card&apos;s special action</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>resolve the round</source>
        <translation>resolve the round</translation>
    </message>
    <message>
        <source>scan card labels</source>
        <translation>scan card labels</translation>
    </message>
    <message>
        <source>table view in a second window</source>
        <translation>table view in a second window</translation>
    </message>
    <message>
        <source>previous / next board</source>
        <translation>previous / next board</translation>
    </message>
    <message>
        <source>undo / redo</source>
        <translation>undo / redo</translation>
    </message>
    <message>
        <source>home (the game stays saved)</source>
        <translation>home (the game stays saved)</translation>
    </message>
    <message>
        <source>Resolution Phase</source>
        <translation>Resolution Phase</translation>
    </message>
    <message>
        <source>confirm the round</source>
        <translation>confirm the round</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scan</translation>
    </message>
    <message>
        <source>open a photo</source>
        <translation>open a photo</translation>
    </message>
    <message>
        <source>put the cards found on the board</source>
        <translation>put the cards found on the board</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>new game</translation>
    </message>
    <message>
        <source>Setup, Scan, Resolution Phase, History, Statistics, Help</source>
        <translation>Setup, Scan, Resolution Phase, History, Statistics, Help</translation>
    </message>
    <message>
        <source>back</source>
        <translation>back</translation>
    </message>
    <message>
        <source>public domain</source>
        <translation>public domain</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>Back (Esc)</source>
        <translation>Back (Esc)</translation>
    </message>
    <message>
        <source>A round of Nations at the table</source>
        <translation>A round of Nations at the table</translation>
    </message>
    <message>
        <source>1. Growth: each player takes a Worker or the bonus resources, last player first.</source>
        <translation>1. Growth: each player takes a Worker or the bonus resources, last player first.</translation>
    </message>
    <message>
        <source>2. Event Card: type a few letters of its name and press Return.</source>
        <translation>2. Event Card: type a few letters of its name and press Return.</translation>
    </message>
    <message>
        <source>3. Actions: in turn, each nation buys a card, deploys Workers, hires an Architect or passes. Enter them as you play; the app checks each against the rules and says why when one is not allowed.</source>
        <translation>3. Actions: in turn, each nation buys a card, deploys Workers, hires an Architect or passes. Enter them as you play; the app checks each against the rules and says why when one is not allowed.</translation>
    </message>
    <message>
        <source>4. Resolve: the app works out Production, Military Strength and Stability, the War, the Events and Famine, and shows every number with where it comes from.</source>
        <translation>4. Resolve: the app works out Production, Military Strength and Stability, the War, the Events and Famine, and shows every number with where it comes from.</translation>
    </message>
    <message>
        <source>5. Confirm: correct any number first if your table decided otherwise; Undo takes a confirmed round back.</source>
        <translation>5. Confirm: correct any number first if your table decided otherwise; Undo takes a confirmed round back.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Keys</translation>
    </message>
    <message>
        <source>Where your games are kept</source>
        <translation>Where your games are kept</translation>
    </message>
    <message>
        <source>Every action is saved at once in %1. Start the app with --db FILE to use another file; &quot;nations-companion backup FILE&quot; copies it safely, even while a game is open.</source>
        <translation>Every action is saved at once in %1. Start the app with --db FILE to use another file; &quot;nations-companion backup FILE&quot; copies it safely, even while a game is open.</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>The database is not available: nothing is saved.</translation>
    </message>
    <message>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <source>Nations Companion %1: the bookkeeper beside your game of Nations, Nations: The Dice Game or Wealth of Nations.</source>
        <translation>Nations Companion %1: the bookkeeper beside your game of Nations, Nations: The Dice Game or Wealth of Nations.</translation>
    </message>
    <message>
        <source>Built on these libraries, each under its own licence:</source>
        <translation>Built on these libraries, each under its own licence:</translation>
    </message>
    <message>
        <source>Growth: the Food, Stone or Gold bonus for the next nation to choose</source>
        <translation>Growth: the Food, Stone or Gold bonus for the next nation to choose</translation>
    </message>
    <message>
        <source>Buy form</source>
        <translation>Buy form</translation>
    </message>
    <message>
        <source>pick the card found, then the row it lies in buys it</source>
        <translation>pick the card found, then the row it lies in buys it</translation>
    </message>
    <message>
        <source>search the Event Card (or type its name)</source>
        <translation>search the Event Card (or type its name)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Every game</translation>
    </message>
    <message>
        <source>Log a game…</source>
        <translation>Log a game…</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Game %1 moved to the trash (kept 30 days).</source>
        <translation>Game %1 moved to the trash (kept 30 days).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Games (%1)</source>
        <translation>Games (%1)</translation>
    </message>
    <message>
        <source>Trash (%1)</source>
        <translation>Trash (%1)</translation>
    </message>
    <message>
        <source>Players (%1)</source>
        <translation>Players (%1)</translation>
    </message>
    <message>
        <source>No games yet. Play one, or log a game played without the app.</source>
        <translation>No games yet. Play one, or log a game played without the app.</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
    <message>
        <source>logged without the app</source>
        <translation>logged without the app</translation>
    </message>
    <message>
        <source>score corrected</source>
        <translation>score corrected</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Edit…</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>Deleted games stay here for 30 days, then they are removed for good.</source>
        <translation>Deleted games stay here for 30 days, then they are removed for good.</translation>
    </message>
    <message>
        <source>%1 · %2 · %3 (deleted %4)</source>
        <translation>%1 · %2 · %3 (deleted %4)</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Restore</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>JSON history…</source>
        <translation>JSON history…</translation>
    </message>
    <message>
        <source>CSV for spreadsheets…</source>
        <translation>CSV for spreadsheets…</translation>
    </message>
    <message>
        <source>BG Stats play file…</source>
        <translation>BG Stats play file…</translation>
    </message>
</context>
<context>
    <name>LogGameDialog</name>
    <message>
        <source>Log a game played without the app</source>
        <translation>Log a game played without the app</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>player</source>
        <translation>player</translation>
    </message>
    <message>
        <source>Player in seat %1</source>
        <translation>Player in seat %1</translation>
    </message>
    <message>
        <source>nation (e.g. egypt)</source>
        <translation>nation (e.g. egypt)</translation>
    </message>
    <message>
        <source>Nation in seat %1</source>
        <translation>Nation in seat %1</translation>
    </message>
    <message>
        <source>Board side in seat %1</source>
        <translation>Board side in seat %1</translation>
    </message>
    <message>
        <source>Final score in seat %1</source>
        <translation>Final score in seat %1</translation>
    </message>
    <message>
        <source>Scores by category</source>
        <translation>Scores by category</translation>
    </message>
    <message>
        <source>Enter each row of the score pad; the final score is their sum.</source>
        <translation>Enter each row of the score pad; the final score is their sum.</translation>
    </message>
    <message>
        <source>%1 in seat %2</source>
        <translation>%1 in seat %2</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
</context>
<context>
    <name>MigrationWindow</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
    <message>
        <source>Updating your game history…</source>
        <translation>Updating your game history…</translation>
    </message>
    <message>
        <source>This happens once, after an update. A long history can take a minute. Your games are kept.</source>
        <translation>This happens once, after an update. A long history can take a minute. Your games are kept.</translation>
    </message>
</context>
<context>
    <name>NationsHallOfFame</name>
    <message>
        <source>Nations: solo Hall of Fame</source>
        <translation>Nations: solo Hall of Fame</translation>
    </message>
    <message>
        <source>No solo game finished yet. Titles by score:</source>
        <translation>No solo game finished yet. Titles by score:</translation>
    </message>
</context>
<context>
    <name>NationsStartPanel</name>
    <message>
        <source>Resume round %1 — %2</source>
        <translation>Resume round %1 — %2</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Ctrl+N new game</source>
        <translation>Ctrl+N new game</translation>
    </message>
    <message>
        <source> · Ctrl+R resume</source>
        <translation> · Ctrl+R resume</translation>
    </message>
    <message>
        <source>Nations: games played</source>
        <translation>Nations: games played</translation>
    </message>
    <message>
        <source>%1 finished · click one to see its score sheet</source>
        <translation>%1 finished · click one to see its score sheet</translation>
    </message>
    <message>
        <source>solo</source>
        <translation>solo</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>in progress</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>abandoned</translation>
    </message>
    <message>
        <source>No games yet. Start one!</source>
        <translation>No games yet. Start one!</translation>
    </message>
    <message>
        <source>Game of %1: %2</source>
        <translation>Game of %1: %2</translation>
    </message>
</context>
<context>
    <name>PlayerBoardEditor</name>
    <message>
        <source>Building or Military for %1</source>
        <translation>Building or Military for %1</translation>
    </message>
    <message>
        <source>Advisor for %1</source>
        <translation>Advisor for %1</translation>
    </message>
    <message>
        <source>Colony for %1</source>
        <translation>Colony for %1</translation>
    </message>
    <message>
        <source>Ready Wonder for %1</source>
        <translation>Ready Wonder for %1</translation>
    </message>
    <message>
        <source>Wonder to build for %1</source>
        <translation>Wonder to build for %1</translation>
    </message>
    <message>
        <source>Replace this card</source>
        <translation>Replace this card</translation>
    </message>
    <message>
        <source>Remove from the board</source>
        <translation>Remove from the board</translation>
    </message>
    <message>
        <source>%1, side %2 · %3 in player order · %4 (+%5 at Growth)</source>
        <translation>%1, side %2 · %3 in player order · %4 (+%5 at Growth)</translation>
    </message>
    <message>
        <source>Population upkeep: %1 Food each Production. </source>
        <translation>Population upkeep: %1 Food each Production. </translation>
    </message>
    <message>
        <source>Private Architects: %1.</source>
        <translation>Private Architects: %1.</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stability</translation>
    </message>
    <message>
        <source>Negative Strength: like a revolt, %1 VP and %1 Book(s) lost in Production, and any War defeats this nation (your table&apos;s rule choice).</source>
        <translation>Negative Strength: like a revolt, %1 VP and %1 Book(s) lost in Production, and any War defeats this nation (your table&apos;s rule choice).</translation>
    </message>
    <message>
        <source>Negative Strength: no penalty, it counts as 0 against the War (rule choices at setup).</source>
        <translation>Negative Strength: no penalty, it counts as 0 against the War (rule choices at setup).</translation>
    </message>
    <message>
        <source>VP tokens</source>
        <translation>VP tokens</translation>
    </message>
    <message>
        <source>Population Track</source>
        <translation>Population Track</translation>
    </message>
    <message>
        <source>Workers taken from each section</source>
        <translation>Workers taken from each section</translation>
    </message>
    <message numerus="yes">
        <source>%n free Worker(s) on top of the track, taken first</source>
        <translation>
            <numerusform>%n free Worker on top of the track, taken first</numerusform>
            <numerusform>%n free Workers on top of the track, taken first</numerusform>
        </translation>
    </message>
    <message>
        <source>Buildings &amp; Military</source>
        <translation>Buildings &amp; Military</translation>
    </message>
    <message>
        <source>%1 of %2 slots · a new card may replace one (its Workers go idle)</source>
        <translation>%1 of %2 slots · a new card may replace one (its Workers go idle)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>Deploy an idle Worker (pays %1 Stone)</source>
        <translation>Deploy an idle Worker (pays %1 Stone)</translation>
    </message>
    <message>
        <source>+ Building / Military</source>
        <translation>+ Building / Military</translation>
    </message>
    <message>
        <source>+ Building / Military (replaces the first)</source>
        <translation>+ Building / Military (replaces the first)</translation>
    </message>
    <message>
        <source>Advisor</source>
        <translation>Advisor</translation>
    </message>
    <message>
        <source>Replace Advisor</source>
        <translation>Replace Advisor</translation>
    </message>
    <message>
        <source>+ Advisor</source>
        <translation>+ Advisor</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>+ Colony</source>
        <translation>+ Colony</translation>
    </message>
    <message>
        <source>Wonder under construction</source>
        <translation>Wonder under construction</translation>
    </message>
    <message>
        <source>%1/%2 explored</source>
        <translation>%1/%2 explored</translation>
    </message>
    <message>
        <source>%1/%2 built</source>
        <translation>%1/%2 built</translation>
    </message>
    <message>
        <source>Hire an Architect (pays %1 Stone)</source>
        <translation>Hire an Architect (pays %1 Stone)</translation>
    </message>
    <message>
        <source>Start another Wonder (loses the Architects)</source>
        <translation>Start another Wonder (loses the Architects)</translation>
    </message>
    <message>
        <source>+ Wonder to build</source>
        <translation>+ Wonder to build</translation>
    </message>
    <message>
        <source>Ready Wonders</source>
        <translation>Ready Wonders</translation>
    </message>
    <message>
        <source>%1 of %2 spaces</source>
        <translation>%1 of %2 spaces</translation>
    </message>
    <message>
        <source>+ Ready Wonder</source>
        <translation>+ Ready Wonder</translation>
    </message>
    <message>
        <source>Manual correction</source>
        <translation>Manual correction</translation>
    </message>
    <message>
        <source>for effects applied by hand; shown in every explanation</source>
        <translation>for effects applied by hand; shown in every explanation</translation>
    </message>
    <message>
        <source>why (e.g. card name and condition)</source>
        <translation>why (e.g. card name and condition)</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Nation special (covered by %1): %2</source>
        <translation>Nation special (covered by %1): %2</translation>
    </message>
    <message>
        <source>Nation special: %1</source>
        <translation>Nation special: %1</translation>
    </message>
    <message>
        <source>Nation special (by hand): %1</source>
        <translation>Nation special (by hand): %1</translation>
    </message>
    <message>
        <source>Dynasty in play: %1 — %2</source>
        <translation>Dynasty in play: %1 — %2</translation>
    </message>
    <message>
        <source>Dynasty card: %1 — %2</source>
        <translation>Dynasty card: %1 — %2</translation>
    </message>
    <message>
        <source>(by hand)</source>
        <translation>(by hand)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>In play</translation>
    </message>
</context>
<context>
    <name>PlayersView</name>
    <message numerus="yes">
        <source>%1 · %n game(s)</source>
        <translation>
            <numerusform>%1 · %n game</numerusform>
            <numerusform>%1 · %n games</numerusform>
        </translation>
    </message>
    <message>
        <source>Rename…</source>
        <translation>Rename…</translation>
    </message>
    <message>
        <source>Merge into…</source>
        <translation>Merge into…</translation>
    </message>
    <message>
        <source>Merges</source>
        <translation>Merges</translation>
    </message>
    <message numerus="yes">
        <source>%1 merged into %2 on %3 (%n game(s))</source>
        <translation>
            <numerusform>%1 merged into %2 on %3 (%n game)</numerusform>
            <numerusform>%1 merged into %2 on %3 (%n games)</numerusform>
        </translation>
    </message>
    <message>
        <source>Undo merge</source>
        <translation>Undo merge</translation>
    </message>
    <message>
        <source>Merge %1 into another player</source>
        <translation>Merge %1 into another player</translation>
    </message>
    <message>
        <source>Rename %1</source>
        <translation>Rename %1</translation>
    </message>
    <message>
        <source>The same person typed two ways: every game of %1 becomes a game of the player chosen here. It can be undone.</source>
        <translation>The same person typed two ways: every game of %1 becomes a game of the player chosen here. It can be undone.</translation>
    </message>
    <message>
        <source>The new name is used in every game, statistic and export.</source>
        <translation>The new name is used in every game, statistic and export.</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>New name</translation>
    </message>
    <message>
        <source>Merge into</source>
        <translation>Merge into</translation>
    </message>
</context>
<context>
    <name>ResolutionPage</name>
    <message>
        <source>◀ Back to the boards</source>
        <translation>◀ Back to the boards</translation>
    </message>
    <message>
        <source>Resolution of round %1 · Age %2</source>
        <translation>Resolution of round %1 · Age %2</translation>
    </message>
    <message numerus="yes">
        <source>%n decision(s) open — defaults shown</source>
        <translation>
            <numerusform>%n decision open — defaults shown</numerusform>
            <numerusform>%n decisions open — defaults shown</numerusform>
        </translation>
    </message>
    <message>
        <source>Confirm and final score ▶</source>
        <translation>Confirm and final score ▶</translation>
    </message>
    <message>
        <source>Confirm round ▶</source>
        <translation>Confirm round ▶</translation>
    </message>
    <message>
        <source>Enter / Ctrl+Enter: store this result · Esc: back</source>
        <translation>Enter / Ctrl+Enter: store this result · Esc: back</translation>
    </message>
    <message>
        <source>No change.</source>
        <translation>No change.</translation>
    </message>
    <message>
        <source>Decisions</source>
        <translation>Decisions</translation>
    </message>
    <message>
        <source>asked in this order</source>
        <translation>asked in this order</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <source>type a number to correct it before confirming</source>
        <translation>type a number to correct it before confirming</translation>
    </message>
    <message>
        <source>Str.</source>
        <translation>Str.</translation>
    </message>
    <message>
        <source>Stab.</source>
        <translation>Stab.</translation>
    </message>
    <message>
        <source>Next player order: %1</source>
        <translation>Next player order: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>RoundPage</name>
    <message>
        <source>not chosen</source>
        <translation>not chosen</translation>
    </message>
    <message>
        <source>Worker (%1 section)</source>
        <translation>Worker (%1 section)</translation>
    </message>
    <message>
        <source>+%1 %2</source>
        <translation>+%1 %2</translation>
    </message>
    <message>
        <source>Home (Ctrl+H) — the game stays saved</source>
        <translation>Home (Ctrl+H) — the game stays saved</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Age %1</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Growth</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Actions</translation>
    </message>
    <message>
        <source>Player order: %1</source>
        <translation>Player order: %1</translation>
    </message>
    <message>
        <source>Architects: %1</source>
        <translation>Architects: %1</translation>
    </message>
    <message>
        <source>Scan…</source>
        <translation>Scan…</translation>
    </message>
    <message>
        <source>Scan card labels with the camera or from a photo (Ctrl+K)</source>
        <translation>Scan card labels with the camera or from a photo (Ctrl+K)</translation>
    </message>
    <message>
        <source>↶ Undo</source>
        <translation>↶ Undo</translation>
    </message>
    <message>
        <source>Undo %1 (Ctrl+Z)</source>
        <translation>Undo %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nothing to undo</translation>
    </message>
    <message>
        <source>Redo ↷</source>
        <translation>Redo ↷</translation>
    </message>
    <message>
        <source>Redo %1 (Ctrl+Shift+Z)</source>
        <translation>Redo %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nothing to redo</translation>
    </message>
    <message>
        <source>Resolve round ▶</source>
        <translation>Resolve round ▶</translation>
    </message>
    <message>
        <source>Ctrl+R: compute the Resolution Phase (nothing is stored until you confirm)</source>
        <translation>Ctrl+R: compute the Resolution Phase (nothing is stored until you confirm)</translation>
    </message>
    <message>
        <source>reverse player order</source>
        <translation>reverse player order</translation>
    </message>
    <message>
        <source>Worker: %1</source>
        <translation>Worker: %1</translation>
    </message>
    <message>
        <source>+%1 more</source>
        <translation>+%1 more</translation>
    </message>
    <message>
        <source>More Workers taken with the Growth Worker (card text)</source>
        <translation>More Workers taken with the Growth Worker (card text)</translation>
    </message>
    <message>
        <source>Event Card</source>
        <translation>Event Card</translation>
    </message>
    <message>
        <source>Solo Event tile &amp; shadow</source>
        <translation>Solo Event tile &amp; shadow</translation>
    </message>
    <message>
        <source>Rulebook p.23</source>
        <translation>Rulebook p.23</translation>
    </message>
    <message>
        <source>Shadow Strength</source>
        <translation>Shadow Strength</translation>
    </message>
    <message>
        <source>Shadow Stability</source>
        <translation>Shadow Stability</translation>
    </message>
    <message>
        <source>Shadow Books (total)</source>
        <translation>Shadow Books (total)</translation>
    </message>
    <message>
        <source>Famine (Food)</source>
        <translation>Famine (Food)</translation>
    </message>
    <message>
        <source>Architects</source>
        <translation>Architects</translation>
    </message>
    <message>
        <source>War this round</source>
        <translation>War this round</translation>
    </message>
    <message>
        <source>one War at most</source>
        <translation>one War at most</translation>
    </message>
    <message>
        <source>No War bought.</source>
        <translation>No War bought.</translation>
    </message>
    <message>
        <source>War bought…</source>
        <translation>War bought…</translation>
    </message>
    <message>
        <source>War bought this round (age %1)</source>
        <translation>War bought this round (age %1)</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Bought by</source>
        <translation>Bought by</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unknown</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>marker</translation>
    </message>
    <message>
        <source>Passing</source>
        <translation>Passing</translation>
    </message>
    <message>
        <source>first to pass acts first next round</source>
        <translation>first to pass acts first next round</translation>
    </message>
    <message>
        <source>Nobody has passed yet.</source>
        <translation>Nobody has passed yet.</translation>
    </message>
    <message>
        <source>%1 passes</source>
        <translation>%1 passes</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>Reset</translation>
    </message>
    <message>
        <source>By hand this round</source>
        <translation>By hand this round</translation>
    </message>
    <message>
        <source>effects the app does not apply</source>
        <translation>effects the app does not apply</translation>
    </message>
    <message>
        <source>card and condition</source>
        <translation>card and condition</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Add</translation>
    </message>
    <message>
        <source>Table view</source>
        <translation>Table view</translation>
    </message>
    <message>
        <source>Every nation&apos;s figures in a second window, big enough for a TV (Ctrl+T)</source>
        <translation>Every nation&apos;s figures in a second window, big enough for a TV (Ctrl+T)</translation>
    </message>
    <message>
        <source>Growth, Event Card, War</source>
        <translation>Growth, Event Card, War</translation>
    </message>
    <message>
        <source>Actions and boards</source>
        <translation>Actions and boards</translation>
    </message>
    <message>
        <source>War marker</source>
        <translation>War marker</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Amount</translation>
    </message>
    <message>
        <source>%1: Growth %2</source>
        <translation>%1: Growth %2</translation>
    </message>
    <message>
        <source>type its name or Ctrl+E</source>
        <translation>type its name or Ctrl+E</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F: the Food bonus for the next nation to choose Growth</source>
        <translation>Ctrl+Shift+F: the Food bonus for the next nation to choose Growth</translation>
    </message>
    <message>
        <source>Ctrl+Shift+S: the Stone bonus for the next nation to choose Growth</source>
        <translation>Ctrl+Shift+S: the Stone bonus for the next nation to choose Growth</translation>
    </message>
    <message>
        <source>Ctrl+Shift+G: the Gold bonus for the next nation to choose Growth</source>
        <translation>Ctrl+Shift+G: the Gold bonus for the next nation to choose Growth</translation>
    </message>
</context>
<context>
    <name>ScanPage</name>
    <message>
        <source>Foreign code</source>
        <translation>Foreign code</translation>
    </message>
    <message>
        <source>Unknown label</source>
        <translation>Unknown label</translation>
    </message>
    <message>
        <source>Scan a photo of card labels</source>
        <translation>Scan a photo of card labels</translation>
    </message>
    <message>
        <source>Images (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)</source>
        <translation>Images (*.jpg *.jpeg *.png *.bmp *.tif *.tiff *.webp)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>All files (*)</translation>
    </message>
    <message>
        <source>◀ Back to the round</source>
        <translation>◀ Back to the round</translation>
    </message>
    <message>
        <source>Scan labels</source>
        <translation>Scan labels</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <source>Cards go to</source>
        <translation>Cards go to</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>Camera</translation>
    </message>
    <message>
        <source>Scan with the camera</source>
        <translation>Scan with the camera</translation>
    </message>
    <message>
        <source>No camera found on this machine</source>
        <translation>No camera found on this machine</translation>
    </message>
    <message>
        <source>Open photo…</source>
        <translation>Open photo…</translation>
    </message>
    <message>
        <source>Ctrl+O — or drop image files on the page</source>
        <translation>Ctrl+O — or drop image files on the page</translation>
    </message>
    <message>
        <source>Scan a photo of your cards&apos; labels.</source>
        <translation>Scan a photo of your cards&apos; labels.</translation>
    </message>
    <message>
        <source>No camera found on this machine.</source>
        <translation>No camera found on this machine.</translation>
    </message>
    <message>
        <source>Photograph a card or a whole player board with its labels, then open the photo or drop it here. Every label in the picture is proposed at once.</source>
        <translation>Photograph a card or a whole player board with its labels, then open the photo or drop it here. Every label in the picture is proposed at once.</translation>
    </message>
    <message>
        <source>Drop to scan</source>
        <translation>Drop to scan</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Found</translation>
    </message>
    <message>
        <source>1 code, numbered on the picture</source>
        <translation>1 code, numbered on the picture</translation>
    </message>
    <message>
        <source>%1 codes, numbered on the picture</source>
        <translation>%1 codes, numbered on the picture</translation>
    </message>
    <message>
        <source>Hold a card&apos;s label in front of the camera. Each card is proposed once, however long it stays in view.</source>
        <translation>Hold a card&apos;s label in front of the camera. Each card is proposed once, however long it stays in view.</translation>
    </message>
    <message>
        <source>No label yet.</source>
        <translation>No label yet.</translation>
    </message>
    <message>
        <source>covers</source>
        <translation>covers</translation>
    </message>
    <message>
        <source>choose a card…</source>
        <translation>choose a card…</translation>
    </message>
    <message>
        <source>under construction</source>
        <translation>under construction</translation>
    </message>
    <message>
        <source>Remove from the list</source>
        <translation>Remove from the list</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Apply %1 for %2 ▶</source>
        <translation>Apply %1 for %2 ▶</translation>
    </message>
    <message>
        <source>Ctrl+Return: add the ticked cards (each one saved before it shows)</source>
        <translation>Ctrl+Return: add the ticked cards (each one saved before it shows)</translation>
    </message>
</context>
<context>
    <name>ScoreCategory</name>
    <message>
        <source>Game VP</source>
        <translation>Game VP</translation>
    </message>
    <message>
        <source>Colonies</source>
        <translation>Colonies</translation>
    </message>
    <message>
        <source>Wonders</source>
        <translation>Wonders</translation>
    </message>
    <message>
        <source>Buildings &amp; Military</source>
        <translation>Buildings &amp; Military</translation>
    </message>
    <message>
        <source>Resources ÷ 10</source>
        <translation>Resources ÷ 10</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>Famine</translation>
    </message>
    <message>
        <source>War</source>
        <translation>War</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Buildings</translation>
    </message>
    <message>
        <source>Military</source>
        <translation>Military</translation>
    </message>
    <message>
        <source>Advisors</source>
        <translation>Advisors</translation>
    </message>
    <message>
        <source>Industry tiles</source>
        <translation>Industry tiles</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Money</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Promissory notes</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score over time</source>
        <translation>Score over time</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>◀ Home</source>
        <translation>◀ Home</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Theme</translation>
    </message>
    <message>
        <source>As the system (dark)</source>
        <translation>As the system (dark)</translation>
    </message>
    <message>
        <source>As the system (light)</source>
        <translation>As the system (light)</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>Light</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>Dark</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Language</translation>
    </message>
    <message>
        <source>As the system</source>
        <translation>As the system</translation>
    </message>
    <message>
        <source>New Nations games</source>
        <translation>New Nations games</translation>
    </message>
    <message>
        <source>Card sets ticked at the start, besides the base game</source>
        <translation>Card sets ticked at the start, besides the base game</translation>
    </message>
    <message>
        <source>Dynasties</source>
        <translation>Dynasties</translation>
    </message>
    <message>
        <source>Other expansion cards</source>
        <translation>Other expansion cards</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Saved games</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>The database is not available: nothing is saved.</translation>
    </message>
    <message>
        <source>Back up…</source>
        <translation>Back up…</translation>
    </message>
    <message>
        <source>Restore…</source>
        <translation>Restore…</translation>
    </message>
</context>
<context>
    <name>SetupPage</name>
    <message>
        <source>Emperor (1)</source>
        <translation>Emperor (1)</translation>
    </message>
    <message>
        <source>King (2)</source>
        <translation>King (2)</translation>
    </message>
    <message>
        <source>Prince (3)</source>
        <translation>Prince (3)</translation>
    </message>
    <message>
        <source>Chieftain (4)</source>
        <translation>Chieftain (4)</translation>
    </message>
    <message>
        <source>Full game — 4 ages, 8 rounds</source>
        <translation>Full game — 4 ages, 8 rounds</translation>
    </message>
    <message>
        <source>Short — 3 ages, 6 rounds</source>
        <translation>Short — 3 ages, 6 rounds</translation>
    </message>
    <message>
        <source>Short — 2 ages, 4 rounds</source>
        <translation>Short — 2 ages, 4 rounds</translation>
    </message>
    <message>
        <source>Learning — 1 age, 2 rounds</source>
        <translation>Learning — 1 age, 2 rounds</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Starting abandons the unfinished game (round %1).</source>
        <translation>Starting abandons the unfinished game (round %1).</translation>
    </message>
    <message>
        <source>Players in player order</source>
        <translation>Players in player order</translation>
    </message>
    <message>
        <source>first player at the top · the names are remembered</source>
        <translation>first player at the top · the names are remembered</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Player name</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Side %1</translation>
    </message>
    <message>
        <source>Our catalog has no data for this side</source>
        <translation>Our catalog has no data for this side</translation>
    </message>
    <message>
        <source>Earlier in player order</source>
        <translation>Earlier in player order</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Start:</source>
        <translation>Start:</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Workers</translation>
    </message>
    <message>
        <source>check your board</source>
        <translation>check your board</translation>
    </message>
    <message>
        <source>Your correction from last time. </source>
        <translation>Your correction from last time. </translation>
    </message>
    <message>
        <source>Starting cards: %1 (entered last time; change them on the board in round 1)</source>
        <translation>Starting cards: %1 (entered last time; change them on the board in round 1)</translation>
    </message>
    <message>
        <source>Our catalog has no data for this nation side: choose the other side.</source>
        <translation>Our catalog has no data for this nation side: choose the other side.</translation>
    </message>
    <message>
        <source>+ Add player (Ctrl+P)</source>
        <translation>+ Add player (Ctrl+P)</translation>
    </message>
    <message>
        <source>Game length</source>
        <translation>Game length</translation>
    </message>
    <message>
        <source>Campaign (optional)</source>
        <translation>Campaign (optional)</translation>
    </message>
    <message>
        <source>New campaign: everyone on Prince</source>
        <translation>New campaign: everyone on Prince</translation>
    </message>
    <message numerus="yes">
        <source>%n win(s)</source>
        <translation>
            <numerusform>%n win</numerusform>
            <numerusform>%n wins</numerusform>
        </translation>
    </message>
    <message>
        <source>— won the campaign</source>
        <translation>— won the campaign</translation>
    </message>
    <message>
        <source>Card sets</source>
        <translation>Card sets</translation>
    </message>
    <message>
        <source>Base</source>
        <translation>Base</translation>
    </message>
    <message>
        <source>Dynasties</source>
        <translation>Dynasties</translation>
    </message>
    <message>
        <source>Other expansion cards</source>
        <translation>Other expansion cards</translation>
    </message>
    <message numerus="yes">
        <source>Basic / advanced / expert tiers are not in our card data: build the decks from the cards, the search lists every card of these sets. Set a card&apos;s tier in the card search; your table has set %n tier(s) so far.</source>
        <translation>
            <numerusform>Basic / advanced / expert tiers are not in our card data: build the decks from the cards, the search lists every card of these sets. Set a card&apos;s tier in the card search; your table has set %n tier so far.</numerusform>
            <numerusform>Basic / advanced / expert tiers are not in our card data: build the decks from the cards, the search lists every card of these sets. Set a card&apos;s tier in the card search; your table has set %n tiers so far.</numerusform>
        </translation>
    </message>
    <message>
        <source>With 5 players, use the advanced and/or expert cards (Rulebook p.21).</source>
        <translation>With 5 players, use the advanced and/or expert cards (Rulebook p.21).</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Solo (shadow opponent, Hall of Fame)</source>
        <translation>Solo (shadow opponent, Hall of Fame)</translation>
    </message>
    <message>
        <source>%1 players</source>
        <translation>%1 players</translation>
    </message>
    <message>
        <source>Rule choices…</source>
        <translation>Rule choices…</translation>
    </message>
    <message numerus="yes">
        <source>Rule choices (%n changed)…</source>
        <translation>
            <numerusform>Rule choices (%n changed)…</numerusform>
            <numerusform>Rule choices (%n changed)…</numerusform>
        </translation>
    </message>
    <message>
        <source>A few rules can be read two ways; choose how your table plays them</source>
        <translation>A few rules can be read two ways; choose how your table plays them</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>Start game (Ctrl+Enter)</source>
        <translation>Start game (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Rule choices</source>
        <translation>Rule choices</translation>
    </message>
    <message>
        <source>These rules can be read two ways. Leave them off to play as the app explains by default.</source>
        <translation>These rules can be read two ways. Leave them off to play as the app explains by default.</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <source>The printed boards differ here: check the marked values against your board and correct them once, the app remembers it.</source>
        <translation>The printed boards differ here: check the marked values against your board and correct them once, the app remembers it.</translation>
    </message>
    <message>
        <source>Starting cards: the app does not know this side&apos;s printed cards yet; put them on the board in round 1 (they are listed as pre-printed) and the app remembers them.</source>
        <translation>Starting cards: the app does not know this side&apos;s printed cards yet; put them on the board in round 1 (they are listed as pre-printed) and the app remembers them.</translation>
    </message>
    <message>
        <source>Campaign: everyone starts on Prince; each win moves the winner up one level (King, Emperor); a win on Emperor wins the campaign. A solo game is a win when it scores more than your best solo score so far (your first one needs a Hall of Fame title)</source>
        <translation>Campaign: everyone starts on Prince; each win moves the winner up one level (King, Emperor); a win on Emperor wins the campaign. A solo game is a win when it scores more than your best solo score so far (your first one needs a Hall of Fame title)</translation>
    </message>
</context>
<context>
    <name>SourcedText</name>
    <message>
        <source>Source</source>
        <translation>Source</translation>
    </message>
    <message>
        <source>Source of: %1</source>
        <translation>Source of: %1</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Nations Companion</source>
        <translation>Nations Companion</translation>
    </message>
    <message>
        <source>The bookkeeping of your game of Nations: boards, Resolution Phase, scores.</source>
        <translation>The bookkeeping of your game of Nations: boards, Resolution Phase, scores.</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>History</source>
        <translation>History</translation>
    </message>
    <message>
        <source>Saved in %1</source>
        <translation>Saved in %1</translation>
    </message>
    <message>
        <source>The database is not available: nothing is saved.</source>
        <translation>The database is not available: nothing is saved.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Help</translation>
    </message>
    <message>
        <source>How a round goes, the keys, where your games are kept, the version (F1)</source>
        <translation>How a round goes, the keys, where your games are kept, the version (F1)</translation>
    </message>
</context>
<context>
    <name>StatisticsPage</name>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Finished games: %1</source>
        <translation>Finished games: %1</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Every game</source>
        <translation>Every game</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Any players</source>
        <translation>Any players</translation>
    </message>
    <message>
        <source>Solo</source>
        <translation>Solo</translation>
    </message>
    <message>
        <source>2 players</source>
        <translation>2 players</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 players</translation>
    </message>
    <message>
        <source>4 players</source>
        <translation>4 players</translation>
    </message>
    <message>
        <source>5 players</source>
        <translation>5 players</translation>
    </message>
    <message>
        <source>6 players</source>
        <translation>6 players</translation>
    </message>
    <message>
        <source>Only games with</source>
        <translation>Only games with</translation>
    </message>
    <message>
        <source>Every player&apos;s games</source>
        <translation>Every player&apos;s games</translation>
    </message>
    <message>
        <source>From YYYY-MM-DD</source>
        <translation>From YYYY-MM-DD</translation>
    </message>
    <message>
        <source>First day</source>
        <translation>First day</translation>
    </message>
    <message>
        <source>To YYYY-MM-DD</source>
        <translation>To YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Last day</source>
        <translation>Last day</translation>
    </message>
    <message>
        <source>No finished game matches.</source>
        <translation>No finished game matches.</translation>
    </message>
    <message>
        <source>Play a game to its final score (or widen the filters above): who wins with which nation, head-to-head records and each player&apos;s scores over time appear here.</source>
        <translation>Play a game to its final score (or widen the filters above): who wins with which nation, head-to-head records and each player&apos;s scores over time appear here.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Nations</source>
        <translation>Nations</translation>
    </message>
    <message>
        <source>Rivals</source>
        <translation>Rivals</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>One player</source>
        <translation>One player</translation>
    </message>
    <message>
        <source>Only games with nations (Nations) are counted here.</source>
        <translation>Only games with nations (Nations) are counted here.</translation>
    </message>
    <message>
        <source>%1 has no nations.</source>
        <translation>%1 has no nations.</translation>
    </message>
    <message>
        <source>Average score</source>
        <translation>Average score</translation>
    </message>
    <message>
        <source>Average score by nation</source>
        <translation>Average score by nation</translation>
    </message>
    <message>
        <source>No two players have played a game together yet.</source>
        <translation>No two players have played a game together yet.</translation>
    </message>
    <message>
        <source>Wins by seat (the order the players were entered at setup)</source>
        <translation>Wins by seat (the order the players were entered at setup)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Choose a player to see their scores over time.</source>
        <translation>Choose a player to see their scores over time.</translation>
    </message>
    <message>
        <source>Score over time</source>
        <translation>Score over time</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Average by final-score category: %1</source>
        <translation>Average by final-score category: %1</translation>
    </message>
    <message>
        <source>Average by final-score category</source>
        <translation>Average by final-score category</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>By number of players</translation>
    </message>
    <message>
        <source>Difficulty (solo games)</source>
        <translation>Difficulty (solo games)</translation>
    </message>
    <message>
        <source>Any difficulty</source>
        <translation>Any difficulty</translation>
    </message>
    <message>
        <source>Solo on Emperor</source>
        <translation>Solo on Emperor</translation>
    </message>
    <message>
        <source>Solo on King</source>
        <translation>Solo on King</translation>
    </message>
    <message>
        <source>Solo on Prince</source>
        <translation>Solo on Prince</translation>
    </message>
    <message>
        <source>Solo on Chieftain</source>
        <translation>Solo on Chieftain</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Card set</translation>
    </message>
    <message>
        <source>Any card sets</source>
        <translation>Any card sets</translation>
    </message>
    <message>
        <source>With the base game</source>
        <translation>With the base game</translation>
    </message>
    <message>
        <source>With the expansion</source>
        <translation>With the expansion</translation>
    </message>
    <message>
        <source>With Dynasties</source>
        <translation>With Dynasties</translation>
    </message>
    <message>
        <source>Campaigns</source>
        <translation>Campaigns</translation>
    </message>
    <message>
        <source>Solo games by difficulty</source>
        <translation>Solo games by difficulty</translation>
    </message>
    <message>
        <source>No solo game for this player.</source>
        <translation>No solo game for this player.</translation>
    </message>
    <message>
        <source>No solo game matches. Play a game alone to its final score (Nations against the shadow opponent, or the Dice Game solo): its place in the Hall of Fame and your best score per difficulty appear here.</source>
        <translation>No solo game matches. Play a game alone to its final score (Nations against the shadow opponent, or the Dice Game solo): its place in the Hall of Fame and your best score per difficulty appear here.</translation>
    </message>
    <message>
        <source>Hall of Fame position when finished</source>
        <translation>Hall of Fame position when finished</translation>
    </message>
    <message>
        <source>Hall of Fame position over time, by difficulty</source>
        <translation>Hall of Fame position over time, by difficulty</translation>
    </message>
    <message>
        <source>Personal bests by difficulty</source>
        <translation>Personal bests by difficulty</translation>
    </message>
    <message>
        <source>No campaign yet. Give a campaign name when you set up a Nations game: everyone starts on Prince and each win moves the winner up a level. Each player&apos;s level game by game appears here.</source>
        <translation>No campaign yet. Give a campaign name when you set up a Nations game: everyone starts on Prince and each win moves the winner up a level. Each player&apos;s level game by game appears here.</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaign</translation>
    </message>
    <message>
        <source>Level after each game: %1</source>
        <translation>Level after each game: %1</translation>
    </message>
    <message>
        <source>Campaign progress</source>
        <translation>Campaign progress</translation>
    </message>
    <message>
        <source>Standings</source>
        <translation>Standings</translation>
    </message>
</context>
<context>
    <name>StatsTable</name>
    <message>
        <source>Nothing to show for these filters.</source>
        <translation>Nothing to show for these filters.</translation>
    </message>
    <message>
        <source>Sort by %1</source>
        <translation>Sort by %1</translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <source>Nations Companion — the table</source>
        <translation>Nations Companion — the table</translation>
    </message>
    <message>
        <source>Round %1 of %2</source>
        <translation>Round %1 of %2</translation>
    </message>
    <message>
        <source>Age %1</source>
        <translation>Age %1</translation>
    </message>
    <message>
        <source>Turn: %1</source>
        <translation>Turn: %1</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Growth</translation>
    </message>
    <message>
        <source>Everyone has passed</source>
        <translation>Everyone has passed</translation>
    </message>
    <message>
        <source>Architects left: %1</source>
        <translation>Architects left: %1</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>their turn</translation>
    </message>
    <message>
        <source>passed (%1)</source>
        <translation>passed (%1)</translation>
    </message>
    <message>
        <source>Idle Workers</source>
        <translation>Idle Workers</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Architects</source>
        <translation>Architects</translation>
    </message>
</context>
<context>
    <name>Theme</name>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>Food</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Stone</translation>
    </message>
    <message>
        <source>Books</source>
        <translation>Books</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Strength</translation>
    </message>
    <message>
        <source>Stability</source>
        <translation>Stability</translation>
    </message>
    <message>
        <source>Idle Workers</source>
        <translation>Idle Workers</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Chieftain</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prince</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Emperor</translation>
    </message>
</context>
<context>
    <name>WonDraftPanel</name>
    <message>
        <source>Draft: pick %1 of %2 — %3</source>
        <translation>Draft: pick %1 of %2 — %3</translation>
    </message>
    <message>
        <source>Draft complete</source>
        <translation>Draft complete</translation>
    </message>
    <message>
        <source>draft round %1, %2; takes %3</source>
        <translation>draft round %1, %2; takes %3</translation>
    </message>
    <message>
        <source>clockwise</source>
        <translation>clockwise</translation>
    </message>
    <message>
        <source>counter-clockwise</source>
        <translation>counter-clockwise</translation>
    </message>
    <message>
        <source>an Industry Package</source>
        <translation>an Industry Package</translation>
    </message>
    <message>
        <source>a Commodity Package</source>
        <translation>a Commodity Package</translation>
    </message>
    <message>
        <source>an Industry or a Commodity Package</source>
        <translation>an Industry or a Commodity Package</translation>
    </message>
    <message>
        <source>taken by %1</source>
        <translation>taken by %1</translation>
    </message>
    <message>
        <source>not in the draft with 5 players (rulebook line 491)</source>
        <translation>not in the draft with 5 players (rulebook line 491)</translation>
    </message>
    <message>
        <source>What each player drafted</source>
        <translation>What each player drafted</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nothing yet</translation>
    </message>
</context>
<context>
    <name>WonGamePage</name>
    <message>
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <source>Setup — the Package draft</source>
        <translation>Setup — the Package draft</translation>
    </message>
    <message>
        <source>Round %1 — Trade</source>
        <translation>Round %1 — Trade</translation>
    </message>
    <message>
        <source>Round %1 — Develop</source>
        <translation>Round %1 — Develop</translation>
    </message>
    <message>
        <source>Round %1 — Produce</source>
        <translation>Round %1 — Produce</translation>
    </message>
    <message>
        <source>Final Produce</source>
        <translation>Final Produce</translation>
    </message>
    <message>
        <source>Final Trade</source>
        <translation>Final Trade</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>first: %1</source>
        <translation>first: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>Buy and sell at the Markets, barter, take or repay notes. The phase ends when all pass in succession.</source>
        <translation>Buy and sell at the Markets, barter, take or repay notes. The phase ends when all pass in succession.</translation>
    </message>
    <message>
        <source>Place Flags, build, move, automate. At the end of the phase the end of the game is checked: a player&apos;s %1 Flags all placed (%2), %3 of %4 stacks empty (%5 empty), or every hex filled.</source>
        <translation>Place Flags, build, move, automate. At the end of the phase the end of the game is checked: a player&apos;s %1 Flags all placed (%2), %3 of %4 stacks empty (%5 empty), or every hex filled.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Each player enters the Blocs run (or none).</source>
        <translation>Each player enters the Blocs run (or none).</translation>
    </message>
    <message>
        <source>The end was triggered: this is the final Produce phase, then one final Trade.</source>
        <translation>The end was triggered: this is the final Produce phase, then one final Trade.</translation>
    </message>
    <message>
        <source>Final Trade: sell off (market sales go on each player&apos;s paper), then each player enters their money on the Score tab.</source>
        <translation>Final Trade: sell off (market sales go on each player&apos;s paper), then each player enters their money on the Score tab.</translation>
    </message>
    <message>
        <source>every hex filled</source>
        <translation>every hex filled</translation>
    </message>
    <message>
        <source>End Trade</source>
        <translation>End Trade</translation>
    </message>
    <message>
        <source>End Develop</source>
        <translation>End Develop</translation>
    </message>
    <message>
        <source>End Produce</source>
        <translation>End Produce</translation>
    </message>
    <message>
        <source>End final Produce</source>
        <translation>End final Produce</translation>
    </message>
    <message>
        <source>End the game</source>
        <translation>End the game</translation>
    </message>
    <message>
        <source>Markets</source>
        <translation>Markets</translation>
    </message>
    <message>
        <source>Players and Develop</source>
        <translation>Players and Develop</translation>
    </message>
    <message>
        <source>Produce</source>
        <translation>Produce</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
</context>
<context>
    <name>WonMarketsPanel</name>
    <message>
        <source>Trading:</source>
        <translation>Trading:</translation>
    </message>
    <message>
        <source>Correct prices…</source>
        <translation>Correct prices…</translation>
    </message>
    <message>
        <source>%1 of %2 cubes</source>
        <translation>%1 of %2 cubes</translation>
    </message>
    <message>
        <source>Buy $%1</source>
        <translation>Buy $%1</translation>
    </message>
    <message>
        <source>Sell $%1</source>
        <translation>Sell $%1</translation>
    </message>
    <message>
        <source>barter: no cube</source>
        <translation>barter: no cube</translation>
    </message>
    <message>
        <source>barter about $%1</source>
        <translation>barter about $%1</translation>
    </message>
    <message>
        <source>empty: buy $%1 · full: sell $%2</source>
        <translation>empty: buy $%1 · full: sell $%2</translation>
    </message>
    <message>
        <source>Promissory notes</source>
        <translation>Promissory notes</translation>
    </message>
    <message>
        <source>any time in the Trade phase</source>
        <translation>any time in the Trade phase</translation>
    </message>
    <message>
        <source>* = corrected by the table.</source>
        <translation>* = corrected by the table.</translation>
    </message>
</context>
<context>
    <name>WonNotesRow</name>
    <message>
        <source>Notes held: %1 · next note $%2</source>
        <translation>Notes held: %1 · next note $%2</translation>
    </message>
    <message>
        <source>Take note +$%1</source>
        <translation>Take note +$%1</translation>
    </message>
    <message>
        <source>Repay $%1</source>
        <translation>Repay $%1</translation>
    </message>
</context>
<context>
    <name>WonPlayersPanel</name>
    <message>
        <source>Flags %1 of %2</source>
        <translation>Flags %1 of %2</translation>
    </message>
    <message>
        <source>no tiles</source>
        <translation>no tiles</translation>
    </message>
    <message>
        <source>Automation %1</source>
        <translation>Automation %1</translation>
    </message>
    <message>
        <source>Give a note</source>
        <translation>Give a note</translation>
    </message>
    <message>
        <source>Flag</source>
        <translation>Flag</translation>
    </message>
    <message>
        <source>forced</source>
        <translation>forced</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Build</translation>
    </message>
    <message>
        <source>move</source>
        <translation>move</translation>
    </message>
    <message>
        <source>onto own Flags</source>
        <translation>onto own Flags</translation>
    </message>
    <message>
        <source>Move tiles</source>
        <translation>Move tiles</translation>
    </message>
    <message>
        <source>Automate</source>
        <translation>Automate</translation>
    </message>
    <message>
        <source>Develop costs</source>
        <translation>Develop costs</translation>
    </message>
    <message>
        <source>Flag: %1</source>
        <translation>Flag: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Forced: + %1</source>
        <translation>Forced: + %1</translation>
    </message>
    <message>
        <source>Move up to %1 tiles: %2</source>
        <translation>Move up to %1 tiles: %2</translation>
    </message>
    <message>
        <source>Automate: %1</source>
        <translation>Automate: %1</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>Counts</translation>
    </message>
    <message>
        <source>%1 in the stack: %2</source>
        <translation>%1 in the stack: %2</translation>
    </message>
    <message>
        <source>Empty stacks: %1 of %2 (%3 end the game)</source>
        <translation>Empty stacks: %1 of %2 (%3 end the game)</translation>
    </message>
    <message>
        <source>Notes held: %1 of %2 in the box</source>
        <translation>Notes held: %1 of %2 in the box</translation>
    </message>
    <message>
        <source>, %1 on paper</source>
        <translation>, %1 on paper</translation>
    </message>
    <message>
        <source>Automation: %1 of %2 tokens</source>
        <translation>Automation: %1 of %2 tokens</translation>
    </message>
    <message>
        <source>, %1 pennies</source>
        <translation>, %1 pennies</translation>
    </message>
</context>
<context>
    <name>WonPricesDialog</name>
    <message>
        <source>Correct the printed prices</source>
        <translation>Correct the printed prices</translation>
    </message>
    <message>
        <source>buy price of a well</source>
        <translation>buy price of a well</translation>
    </message>
    <message>
        <source>sell price of a well</source>
        <translation>sell price of a well</translation>
    </message>
    <message>
        <source>barter price of a well</source>
        <translation>barter price of a well</translation>
    </message>
    <message>
        <source>buy price when empty</source>
        <translation>buy price when empty</translation>
    </message>
    <message>
        <source>sell price when full</source>
        <translation>sell price when full</translation>
    </message>
    <message>
        <source>Wells are counted from the upper left (highest prices).</source>
        <translation>Wells are counted from the upper left (highest prices).</translation>
    </message>
    <message>
        <source>well</source>
        <translation>well</translation>
    </message>
    <message>
        <source>printed value $</source>
        <translation>printed value $</translation>
    </message>
    <message>
        <source>Correct</source>
        <translation>Correct</translation>
    </message>
    <message>
        <source>Printed value</source>
        <translation>Printed value</translation>
    </message>
    <message>
        <source>Corrections in this game</source>
        <translation>Corrections in this game</translation>
    </message>
    <message>
        <source>well %1</source>
        <translation>well %1</translation>
    </message>
    <message>
        <source>Kept for the next games: %1</source>
        <translation>Kept for the next games: %1</translation>
    </message>
    <message>
        <source>Forget them</source>
        <translation>Forget them</translation>
    </message>
    <message>
        <source>Cubes in a Market&apos;s rows</source>
        <translation>Cubes in a Market&apos;s rows</translation>
    </message>
    <message>
        <source>Set</source>
        <translation>Set</translation>
    </message>
</context>
<context>
    <name>WonProducePanel</name>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>Blocs of:</source>
        <translation>Blocs of:</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>Industry</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Tiles</translation>
    </message>
    <message>
        <source>Full dots</source>
        <translation>Full dots</translation>
    </message>
    <message>
        <source>Tiles fed</source>
        <translation>Tiles fed</translation>
    </message>
    <message>
        <source>Shared dots</source>
        <translation>Shared dots</translation>
    </message>
    <message>
        <source>Dots on unfed tiles</source>
        <translation>Dots on unfed tiles</translation>
    </message>
    <message>
        <source>Automated</source>
        <translation>Automated</translation>
    </message>
    <message>
        <source>fed with Ore</source>
        <translation>fed with Ore</translation>
    </message>
    <message>
        <source>This Bloc %1</source>
        <translation>This Bloc %1</translation>
    </message>
    <message>
        <source>Add this Bloc</source>
        <translation>Add this Bloc</translation>
    </message>
    <message>
        <source>%1 × %2, %3 dots: %4</source>
        <translation>%1 × %2, %3 dots: %4</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>not entered</source>
        <translation>not entered</translation>
    </message>
    <message>
        <source>spent %1, made %2, Bank $%3</source>
        <translation>spent %1, made %2, Bank $%3</translation>
    </message>
    <message>
        <source>%1 produces nothing</source>
        <translation>%1 produces nothing</translation>
    </message>
    <message numerus="yes">
        <source>Store %n Bloc(s) of %1</source>
        <translation>
            <numerusform>Store %n Bloc of %1</numerusform>
            <numerusform>Store %n Blocs of %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WonScorePanel</name>
    <message>
        <source>Final score</source>
        <translation>Final score</translation>
    </message>
    <message>
        <source>Score so far</source>
        <translation>Score so far</translation>
    </message>
    <message>
        <source>%1 VP</source>
        <translation>%1 VP</translation>
    </message>
    <message>
        <source>final Trade: %1$%2</source>
        <translation>final Trade: %1$%2</translation>
    </message>
    <message>
        <source>money $</source>
        <translation>money $</translation>
    </message>
    <message>
        <source>private</source>
        <translation>private</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>Rulebook, %1</source>
        <translation>Rulebook, %1</translation>
    </message>
    <message>
        <source>Shared win: %1</source>
        <translation>Shared win: %1</translation>
    </message>
    <message>
        <source>Winner: %1</source>
        <translation>Winner: %1</translation>
    </message>
</context>
<context>
    <name>WonSetupPage</name>
    <message>
        <source>New game of Wealth of Nations</source>
        <translation>New game of Wealth of Nations</translation>
    </message>
    <message>
        <source>Enter the players clockwise around the table, each with the nation of their Flags. Mark who drew the Generator: that player drafts first and starts round 1.</source>
        <translation>Enter the players clockwise around the table, each with the nation of their Flags. Mark who drew the Generator: that player drafts first and starts round 1.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Player %1</translation>
    </message>
    <message>
        <source>drew the Generator</source>
        <translation>drew the Generator</translation>
    </message>
    <message numerus="yes">
        <source>%n price correction(s) from earlier games apply.</source>
        <translation>
            <numerusform>%n price correction from earlier games applies.</numerusform>
            <numerusform>%n price corrections from earlier games apply.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start the draft</source>
        <translation>Start the draft</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
</context>
<context>
    <name>WonStartPanel</name>
    <message>
        <source>Wealth of Nations</source>
        <translation>Wealth of Nations</translation>
    </message>
    <message>
        <source>Resume round %1</source>
        <translation>Resume round %1</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source> · in progress</source>
        <translation> · in progress</translation>
    </message>
    <message>
        <source> · abandoned</source>
        <translation> · abandoned</translation>
    </message>
</context>
<context>
    <name>nc::app::CardScanner</name>
    <message>
        <source>Looking for labels… hold a card&apos;s label in view.</source>
        <translation>Looking for labels… hold a card&apos;s label in view.</translation>
    </message>
    <message>
        <source>Scanning %1…</source>
        <translation>Scanning %1…</translation>
    </message>
    <message>
        <source>Nothing to scan in that drop: drop image files (JPEG, PNG...).</source>
        <translation>Nothing to scan in that drop: drop image files (JPEG, PNG...).</translation>
    </message>
    <message>
        <source> One photo at a time: scanning %1, not the other %2.</source>
        <translation> One photo at a time: scanning %1, not the other %2.</translation>
    </message>
    <message>
        <source>In view</source>
        <translation>In view</translation>
    </message>
    <message>
        <source>No label code found in %1. Photograph the labels square on, closer, in even light.</source>
        <translation>No label code found in %1. Photograph the labels square on, closer, in even light.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Applied for %1: %2.</source>
        <translation>Applied for %1: %2.</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refused: %1</translation>
    </message>
    <message>
        <source>Nothing ticked to apply.</source>
        <translation>Nothing ticked to apply.</translation>
    </message>
    <message>
        <source>%1: 1 code found</source>
        <translation>%1: 1 code found</translation>
    </message>
    <message>
        <source>%1: %2 codes found</source>
        <translation>%1: %2 codes found</translation>
    </message>
    <message>
        <source>, %1 ticked to apply</source>
        <translation>, %1 ticked to apply</translation>
    </message>
    <message>
        <source>, %1 to check</source>
        <translation>, %1 to check</translation>
    </message>
    <message>
        <source>, %1 not to add (see why)</source>
        <translation>, %1 not to add (see why)</translation>
    </message>
</context>
<context>
    <name>nc::app::DiceGame</name>
    <message>
        <source>Famine needs %1 Food, War needs %2 Strength</source>
        <translation>Famine needs %1 Food, War needs %2 Strength</translation>
    </message>
    <message>
        <source>; Food reachable: %1</source>
        <translation>; Food reachable: %1</translation>
    </message>
    <message>
        <source>Rulebook of the Dice Game: %1</source>
        <translation>Rulebook of the Dice Game: %1</translation>
    </message>
</context>
<context>
    <name>nc::app::GameController</name>
    <message>
        <source>The game database cannot be used, nothing will be saved: %1</source>
        <translation>The game database cannot be used, nothing will be saved: %1</translation>
    </message>
    <message>
        <source>The card tiers cannot be read: %1</source>
        <translation>The card tiers cannot be read: %1</translation>
    </message>
    <message>
        <source>Nothing can be changed: game %1 is damaged at action %2 and shown read-only. Start a new game to play on.</source>
        <translation>Nothing can be changed: game %1 is damaged at action %2 and shown read-only. Start a new game to play on.</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Nothing can be saved: the database is not available.</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>No game in progress.</translation>
    </message>
    <message>
        <source>%1. Apply anyway records it as a manual correction.</source>
        <translation>%1. Apply anyway records it as a manual correction.</translation>
    </message>
    <message>
        <source>%1&apos;s starting cards could not be remembered for the next game: %2</source>
        <translation>%1&apos;s starting cards could not be remembered for the next game: %2</translation>
    </message>
    <message>
        <source>Nothing to undo: the game is as it was set up.</source>
        <translation>Nothing to undo: the game is as it was set up.</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Nothing to redo.</translation>
    </message>
    <message>
        <source>Growth</source>
        <translation>Growth</translation>
    </message>
    <message>
        <source>Event Card</source>
        <translation>Event Card</translation>
    </message>
    <message>
        <source>board edit</source>
        <translation>board edit</translation>
    </message>
    <message>
        <source>War</source>
        <translation>War</translation>
    </message>
    <message>
        <source>pass order</source>
        <translation>pass order</translation>
    </message>
    <message>
        <source>production effects</source>
        <translation>production effects</translation>
    </message>
    <message>
        <source>solo tile</source>
        <translation>solo tile</translation>
    </message>
    <message>
        <source>resolution answer</source>
        <translation>resolution answer</translation>
    </message>
    <message>
        <source>player order</source>
        <translation>player order</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>purchase</translation>
    </message>
    <message>
        <source>Worker deployed</source>
        <translation>Worker deployed</translation>
    </message>
    <message>
        <source>Workers undeployed</source>
        <translation>Workers undeployed</translation>
    </message>
    <message>
        <source>Architect hired</source>
        <translation>Architect hired</translation>
    </message>
    <message>
        <source>special action</source>
        <translation>special action</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <source>result correction</source>
        <translation>result correction</translation>
    </message>
    <message>
        <source>confirmed Resolution Phase</source>
        <translation>confirmed Resolution Phase</translation>
    </message>
    <message>
        <source>%1 (manual correction)</source>
        <translation>%1 (manual correction)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>There is no player %1.</source>
        <translation>There is no player %1.</translation>
    </message>
    <message>
        <source>Nothing can be loaded: the database is not available.</source>
        <translation>Nothing can be loaded: the database is not available.</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>The unfinished game could not be resumed: %1</translation>
    </message>
    <message>
        <source>Game %1 is not in the database.</source>
        <translation>Game %1 is not in the database.</translation>
    </message>
    <message>
        <source>Game %1 was logged without the app: it has its final scores only (History page).</source>
        <translation>Game %1 was logged without the app: it has its final scores only (History page).</translation>
    </message>
    <message>
        <source>Game %1 was not played to the end.</source>
        <translation>Game %1 was not played to the end.</translation>
    </message>
    <message>
        <source>Game %1 cannot be opened: its setup is damaged (row 1 of its log). %2</source>
        <translation>Game %1 cannot be opened: its setup is damaged (row 1 of its log). %2</translation>
    </message>
    <message>
        <source>as it was set up</source>
        <translation>as it was set up</translation>
    </message>
    <message>
        <source>as it was after action %1</source>
        <translation>as it was after action %1</translation>
    </message>
    <message>
        <source>This game is damaged at action %1 (row %2 of its log): %3. It is shown read-only %4; nothing can be changed in it.</source>
        <translation>This game is damaged at action %1 (row %2 of its log): %3. It is shown read-only %4; nothing can be changed in it.</translation>
    </message>
    <message>
        <source>A game cannot be started: the database is not available.</source>
        <translation>A game cannot be started: the database is not available.</translation>
    </message>
    <message>
        <source>Unknown difficulty for %1.</source>
        <translation>Unknown difficulty for %1.</translation>
    </message>
    <message>
        <source>Seat %1 has no player name.</source>
        <translation>Seat %1 has no player name.</translation>
    </message>
    <message>
        <source>An event that takes and gives (Tonghak movement) takes first</source>
        <translation>An event that takes and gives (Tonghak movement) takes first</translation>
    </message>
    <message>
        <source>Default: the gain comes first, as in Production. Sources: FAQ R-02, Rulebook p.19 (Events).</source>
        <translation>Default: the gain comes first, as in Production. Sources: FAQ R-02, Rulebook p.19 (Events).</translation>
    </message>
    <message>
        <source>Frederic Chopin doubles the Books left after cards consume Books</source>
        <translation>Frederic Chopin doubles the Books left after cards consume Books</translation>
    </message>
    <message>
        <source>Default: only the Books produced are doubled. Source: Rulebook p.18 (Production).</source>
        <translation>Default: only the Books produced are doubled. Source: Rulebook p.18 (Production).</translation>
    </message>
    <message>
        <source>Versailles ties with nations in revolt for the least Stability</source>
        <translation>Versailles ties with nations in revolt for the least Stability</translation>
    </message>
    <message>
        <source>Default: the owner of Versailles is the least stable alone. Sources: card text, Rulebook p.8.</source>
        <translation>Default: the owner of Versailles is the least stable alone. Sources: card text, Rulebook p.8.</translation>
    </message>
    <message>
        <source>Negative Military Strength costs like a revolt and loses every War</source>
        <translation>Negative Military Strength costs like a revolt and loses every War</translation>
    </message>
    <message>
        <source>Default: no penalty, and it counts as 0 against the War. Source: FAQ R-16.</source>
        <translation>Default: no penalty, and it counts as 0 against the War. Source: FAQ R-16.</translation>
    </message>
    <message>
        <source>Unknown Progress Card &quot;%1&quot;.</source>
        <translation>Unknown Progress Card &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>A card tier is basic, advanced or expert (Rulebook p.11), not &quot;%1&quot;.</source>
        <translation>A card tier is basic, advanced or expert (Rulebook p.11), not &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The game database is not available: the tier cannot be kept.</source>
        <translation>The game database is not available: the tier cannot be kept.</translation>
    </message>
    <message>
        <source>The tier was not saved: %1</source>
        <translation>The tier was not saved: %1</translation>
    </message>
    <message>
        <source>%1 has already passed.</source>
        <translation>%1 has already passed.</translation>
    </message>
    <message>
        <source>There is no such adjustment.</source>
        <translation>There is no such adjustment.</translation>
    </message>
    <message>
        <source>Unknown card &quot;%1&quot;.</source>
        <translation>Unknown card &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>Open the resolution first.</source>
        <translation>Open the resolution first.</translation>
    </message>
    <message>
        <source>All</source>
        <translation>All</translation>
    </message>
    <message>
        <source>There is no refused action to record anyway.</source>
        <translation>There is no refused action to record anyway.</translation>
    </message>
    <message>
        <source>Marked by %1 (%2): %3 Gold more, paid to %1</source>
        <translation>Marked by %1 (%2): %3 Gold more, paid to %1</translation>
    </message>
    <message>
        <source>%1 (of %2)</source>
        <translation>%1 (of %2)</translation>
    </message>
    <message>
        <source>%1 special</source>
        <translation>%1 special</translation>
    </message>
    <message>
        <source>%1 (place %2 in player order)</source>
        <translation>%1 (place %2 in player order)</translation>
    </message>
    <message>
        <source>Tie: %1 have %2 VP each.</source>
        <translation>Tie: %1 have %2 VP each.</translation>
    </message>
    <message>
        <source> ahead of </source>
        <translation> ahead of </translation>
    </message>
    <message>
        <source>Ties are resolved in player order: %1.</source>
        <translation>Ties are resolved in player order: %1.</translation>
    </message>
    <message>
        <source>Rulebook p.20, Game end</source>
        <translation>Rulebook p.20, Game end</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryEditor</name>
    <message>
        <source>The database is not available: there is no history to edit.</source>
        <translation>The database is not available: there is no history to edit.</translation>
    </message>
    <message>
        <source>%1: %2 (was &quot;%3&quot;)</source>
        <translation>%1: %2 (was &quot;%3&quot;)</translation>
    </message>
    <message>
        <source>The database is not available: nothing can be changed.</source>
        <translation>The database is not available: nothing can be changed.</translation>
    </message>
    <message>
        <source>Choose the game that was played.</source>
        <translation>Choose the game that was played.</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryFiles</name>
    <message numerus="yes">
        <source>Backed up %n game(s) to %1.</source>
        <translation>
            <numerusform>Backed up %n game to %1.</numerusform>
            <numerusform>Backed up %n games to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The backup was not written: %1</source>
        <translation>The backup was not written: %1</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n game(s) from %1.</source>
        <translation>
            <numerusform>Restored %n game from %1.</numerusform>
            <numerusform>Restored %n games from %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing was restored: %1</source>
        <translation>Nothing was restored: %1</translation>
    </message>
    <message>
        <source>Unknown export format &quot;%1&quot;.</source>
        <translation>Unknown export format &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>The export was not written: %1</source>
        <translation>The export was not written: %1</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n game(s) to %1.</source>
        <translation>
            <numerusform>Exported %n game to %1.</numerusform>
            <numerusform>Exported %n games to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Wait for the running job to end, or cancel it.</source>
        <translation>Wait for the running job to end, or cancel it.</translation>
    </message>
    <message>
        <source>The database is not available.</source>
        <translation>The database is not available.</translation>
    </message>
    <message>
        <source>Restore cancelled: the database was not changed.</source>
        <translation>Restore cancelled: the database was not changed.</translation>
    </message>
    <message>
        <source>Cancelled: nothing was written.</source>
        <translation>Cancelled: nothing was written.</translation>
    </message>
    <message numerus="yes">
        <source>Restored %n game(s) from %1, but the restored database cannot be opened: %2</source>
        <translation>
            <numerusform>Restored %n game from %1, but the restored database cannot be opened: %2</numerusform>
            <numerusform>Restored %n games from %1, but the restored database cannot be opened: %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryModel</name>
    <message>
        <source>damaged (setup)</source>
        <translation>damaged (setup)</translation>
    </message>
    <message>
        <source>damaged (action %1)</source>
        <translation>damaged (action %1)</translation>
    </message>
</context>
<context>
    <name>nc::app::HistoryStatistics</name>
    <message>
        <source>The database is not available: there is no history to count.</source>
        <translation>The database is not available: there is no history to count.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Plays</source>
        <translation>Plays</translation>
    </message>
    <message>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Average</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Player</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Best</translation>
    </message>
    <message>
        <source>Best solo</source>
        <translation>Best solo</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Side</translation>
    </message>
    <message>
        <source>Rival</source>
        <translation>Rival</translation>
    </message>
    <message>
        <source>Games together</source>
        <translation>Games together</translation>
    </message>
    <message>
        <source>Player ahead</source>
        <translation>Player ahead</translation>
    </message>
    <message>
        <source>Rival ahead</source>
        <translation>Rival ahead</translation>
    </message>
    <message>
        <source>Same place</source>
        <translation>Same place</translation>
    </message>
    <message>
        <source>Seat at setup</source>
        <translation>Seat at setup</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rank</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>Category</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>Emperor</source>
        <translation>Emperor</translation>
    </message>
    <message>
        <source>King</source>
        <translation>King</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>Prince</translation>
    </message>
    <message>
        <source>Chieftain</source>
        <translation>Chieftain</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Difficulty</translation>
    </message>
    <message>
        <source>Solo games</source>
        <translation>Solo games</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Hall of Fame position</source>
        <translation>Hall of Fame position</translation>
    </message>
    <message>
        <source>Personal best</source>
        <translation>Personal best</translation>
    </message>
    <message>
        <source>Reached on</source>
        <translation>Reached on</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <source>After game</source>
        <translation>After game</translation>
    </message>
    <message>
        <source>Won the campaign</source>
        <translation>Won the campaign</translation>
    </message>
    <message>
        <source>Campaign</source>
        <translation>Campaign</translation>
    </message>
</context>
<context>
    <name>nc::app::PlayerBoardModel</name>
    <message>
        <source>%1: 0 (no card, Worker or section gives any)</source>
        <translation>%1: 0 (no card, Worker or section gives any)</translation>
    </message>
</context>
<context>
    <name>nc::app::SessionGame</name>
    <message>
        <source>The game database cannot be used, nothing will be saved: %1</source>
        <translation>The game database cannot be used, nothing will be saved: %1</translation>
    </message>
    <message>
        <source>This game is damaged at row %1 of its log: %2. It is shown read-only as it was before; nothing can be changed in it.</source>
        <translation>This game is damaged at row %1 of its log: %2. It is shown read-only as it was before; nothing can be changed in it.</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Nothing can be saved: the database is not available.</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>No game in progress.</translation>
    </message>
    <message>
        <source>A game cannot be started: the database is not available.</source>
        <translation>A game cannot be started: the database is not available.</translation>
    </message>
    <message>
        <source>The result could not be stored: %1</source>
        <translation>The result could not be stored: %1</translation>
    </message>
    <message>
        <source>The unfinished game could not be resumed: %1</source>
        <translation>The unfinished game could not be resumed: %1</translation>
    </message>
</context>
<context>
    <name>nc::app::WealthGame</name>
    <message>
        <source>Default prices: %1 (%2). Correct any value the boards print differently; corrections are kept for the next games.</source>
        <translation>Default prices: %1 (%2). Correct any value the boards print differently; corrections are kept for the next games.</translation>
    </message>
    <message>
        <source>spends %1, makes %2</source>
        <translation>spends %1, makes %2</translation>
    </message>
    <message>
        <source>spends %1, the Bank pays $%2</source>
        <translation>spends %1, the Bank pays $%2</translation>
    </message>
    <message>
        <source>The price correction is in this game but could not be kept for the next ones: %1</source>
        <translation>The price correction is in this game but could not be kept for the next ones: %1</translation>
    </message>
    <message>
        <source>Nothing can be saved: the database is not available.</source>
        <translation>Nothing can be saved: the database is not available.</translation>
    </message>
    <message>
        <source>Wealth of Nations rulebook: %1</source>
        <translation>Wealth of Nations rulebook: %1</translation>
    </message>
</context>
</TS>
