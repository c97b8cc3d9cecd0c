// GameController: the Action Phase recorded action by action (Rulebook p.14-17). Every invokable builds
// the action JSON of docs/state-format.md ("Action Phase") and goes through perform(): validated by the
// engine (scoring/nations/action_phase.cpp), stored in SQLite, then shown. Refusals carry the engine's
// message naming the rule; the ones the table may overrule can be recorded anyway, marked as manual
// corrections ("override": true, listed in round_inputs.action_phase.overrides).
#include "nations/gamecontroller.h"

#include <algorithm>

#include "i18n/engine_text.h"
#include "nations/action_phase.h"
#include "nations/card_rules.h"
#include "nations/nation_rules.h"
#include "qt_json.h"

using nlohmann::json;
namespace nn = nc::nations;

namespace nc::app {

namespace {

/// "2 Gold, 1 Food" for a plain {gold: 2, food: 1}.
QString amountsText(const json &j)
{
    QStringList parts;
    if (j.is_object())
        for (const auto &[k, v] : j.items())
            parts.append(QStringLiteral("%1 %2").arg(qs(v.dump()), qs(k)));
    return parts.join(QStringLiteral(", "));
}

QString playerName(const nn::GameState &s, int player)
{
    return player >= 0 && player < int(s.players.size()) ? qs(s.players[size_t(player)].name) : QString();
}

QString cardName(const nn::Catalog &catalog, const std::string &id)
{
    const nn::ProgressCard *c = catalog.card(id);
    return c ? qs(c->name) : qs(id);
}

} // namespace

bool GameController::performAction(const std::string &kind, const json &in)
{
    m_refused.reset();
    json payload = in;
    // Jagellonian Dynasty armed (armOutOfTurn): this action of its nation is the one before everyone else.
    if (!m_outOfTurnCard.empty() && kind != "pass" && payload.contains("player")) {
        const auto offer = hasGame() ? nn::outOfTurnOffer(m_catalog, m_state) : std::nullopt;
        if (!offer || offer->card != m_outOfTurnCard)
            m_outOfTurnCard.clear();
        else if (payload["player"] == offer->player)
            payload["out_of_turn"] = m_outOfTurnCard;
    }
    if (perform(kind, payload)) {
        if (payload.contains("out_of_turn"))
            m_outOfTurnCard.clear();
        return true;
    }
    if (!m_lastOverridableRule.isEmpty() && !payload.value("override", false)) {
        m_refused = Refusal{kind, payload, m_lastError, m_lastOverridableRule};
        Q_EMIT lastErrorChanged(); // canApplyAnyway / refusalReason
    }
    return false;
}

bool GameController::canApplyAnyway() const { return m_refused && m_refused->message == m_lastError; }

QString GameController::refusalReason() const
{
    if (!canApplyAnyway())
        return {};
    return m_refused->rule;
}

QString GameController::refusalSource() const
{
    // The refusal still shown (a later success or another error replaces lastError).
    return m_refusalWords ? m_refusalWords->sourceWhileShown(m_lastError) : QString();
}

bool GameController::applyAnyway()
{
    if (!canApplyAnyway())
        return fail(tr("There is no refused action to record anyway."));
    json payload = m_refused->payload;
    payload["override"] = true; // a marked manual correction: the table's word beats the app's
    const std::string kind = m_refused->kind;
    return performAction(kind, payload);
}

int GameController::currentTurn() const { return hasGame() ? nn::currentTurn(m_state) : -1; }

int GameController::publicArchitectsLeft() const
{
    if (!hasGame())
        return 0;
    try {
        return nn::publicArchitectsLeft(m_catalog, m_state); // the engine's count (Rulebook p.17)
    } catch (const std::exception &) {
        return 0;
    }
}

QVariantList GameController::actionOverrides() const
{
    QVariantList l;
    for (const auto &o : m_state.roundInputs.actionPhase.overrides)
        l.append(QVariantMap{{QStringLiteral("player"), o.player},
                             {QStringLiteral("playerName"), playerName(m_state, o.player)},
                             {QStringLiteral("action"), qs(o.action)},
                             {QStringLiteral("card"), qs(o.card)},
                             {QStringLiteral("cardName"), o.card.empty() ? QString() : cardName(m_catalog, o.card)},
                             // in words, in the player's language (English as stored for older notes)
                             {QStringLiteral("rule"), o.ruleMessage.empty() ? qs(o.rule) : engineSentence(o.ruleMessage)},
                             {QStringLiteral("source"), qs(o.source)}});
    return l;
}

QVariantList GameController::byHandNotes() const
{
    QVariantList l;
    for (const auto &n : m_state.roundInputs.actionPhase.byHand)
        l.append(QVariantMap{{QStringLiteral("player"), n.player},
                             {QStringLiteral("playerName"), playerName(m_state, n.player)},
                             {QStringLiteral("card"), qs(n.card)},
                             {QStringLiteral("cardName"), cardName(m_catalog, n.card)},
                             {QStringLiteral("text"), qs(n.text)}});
    return l;
}

bool GameController::buyCard(int player, const QString &cardId, int row, const QVariantMap &details)
{
    json pl{{"player", player}, {"card", ss(cardId)}, {"row", row}};
    for (const char *key : {"slot", "cover", "free_architects"}) {
        const QVariant v = details.value(QLatin1String(key));
        if (v.isValid() && v.toInt() >= 0)
            pl[key] = v.toInt();
    }
    // The place chosen on the board: a natural wonder covers a ready Wonder (its "cover"), every other
    // card takes a slot; the form names one place and the engine's card type says which it is.
    const nn::ProgressCard *card = m_catalog.card(ss(cardId));
    if (card && card->type == nn::CardType::NaturalWonder && pl.contains("slot") && !pl.contains("cover")) {
        pl["cover"] = pl["slot"];
        pl.erase("slot");
    }
    if (details.value(QStringLiteral("take_worker")).toBool())
        pl["take_worker"] = true;
    const QString choice = details.value(QStringLiteral("choice")).toString();
    if (!choice.isEmpty())
        pl["choice"] = ss(choice);
    auto payOf = [](const QVariant &v) {
        json pay = json::object();
        const QVariantMap m = v.toMap();
        for (auto it = m.begin(); it != m.end(); ++it)
            if (it.value().toInt() != 0)
                pay[ss(it.key())] = it.value().toInt();
        return pay;
    };
    if (details.contains(QStringLiteral("pay")))
        pl["pay"] = payOf(details.value(QStringLiteral("pay")));
    // Abbasid Caliphate: the other nations that also buy the Golden Age's VP, [{player, pay}].
    const QVariantList alsoVp = details.value(QStringLiteral("also_vp")).toList();
    for (const QVariant &e : alsoVp) {
        const QVariantMap m = e.toMap();
        pl["also_vp"].push_back({{"player", m.value(QStringLiteral("player")).toInt()}, {"pay", payOf(m.value(QStringLiteral("pay")))}});
    }
    return performAction("buy", pl);
}

bool GameController::freeFirstDeploy(int player) const
{
    return player >= 0 && player < playerCount() && nn::freeFirstDeploy(m_catalog, m_state, player);
}

bool GameController::deployWorker(int player, int slot, int fromSlot, bool free)
{
    json pl{{"player", player}, {"slot", slot}};
    if (free)
        pl["free"] = true;
    if (fromSlot >= 0)
        pl["from"] = fromSlot;
    return performAction("deploy", pl);
}

bool GameController::undeployWorkers(int player, int slot, int count)
{
    return performAction("undeploy", json{{"player", player}, {"slot", slot}, {"count", count}});
}

bool GameController::hireArchitect(int player, const QString &privateSource, int cover)
{
    json pl{{"player", player}};
    if (!privateSource.isEmpty())
        pl["private"] = ss(privateSource);
    if (cover >= 0)
        pl["cover"] = cover;
    return performAction("hire", pl);
}

bool GameController::specialAction(int player, const QString &cardId, int rule, int option, int payOption,
                                   const QVariantMap &park, const QString &advisor)
{
    json pl{{"player", player}, {"card", ss(cardId)}, {"rule", rule}, {"option", option}};
    if (payOption >= 0)
        pl["pay_option"] = payOption;
    if (!park.isEmpty()) // Joseon Kingdom: what is parked on the card (the engine checks it)
        pl["park"] = fromVariant(park);
    if (!advisor.isEmpty()) // Polish-Lithuanian Commonwealth: the Advisor taken from the owner's Wonder space
        pl["advisor"] = ss(advisor);
    return performAction("special", pl);
}

bool GameController::passTurn(int player) { return performAction("pass", json{{"player", player}}); }

QVariantMap GameController::outOfTurnOffer() const
{
    const auto offer = hasGame() ? nn::outOfTurnOffer(m_catalog, m_state) : std::nullopt;
    if (!offer)
        return {};
    return {{QStringLiteral("player"), offer->player},
            {QStringLiteral("playerName"), playerName(m_state, offer->player)},
            {QStringLiteral("card"), qs(offer->card)},
            {QStringLiteral("name"), qs(offer->name)},
            {QStringLiteral("payTo"), offer->payTo},
            {QStringLiteral("payToName"), playerName(m_state, offer->payTo)},
            {QStringLiteral("gold"), offer->gold},
            {QStringLiteral("armed"), m_outOfTurnCard == offer->card}};
}

bool GameController::armOutOfTurn(bool on)
{
    const auto offer = hasGame() ? nn::outOfTurnOffer(m_catalog, m_state) : std::nullopt;
    m_outOfTurnCard = on && offer ? offer->card : std::string();
    return !on || offer.has_value();
}

bool GameController::warCountsAsBattle(int player) const
{
    return player >= 0 && player < playerCount() && nn::warCountsAsBattle(m_catalog, m_state.players[size_t(player)]);
}

QVariantMap GameController::buyExtras(int player, const QString &cardId) const
{
    const nn::ProgressCard *c = m_catalog.card(ss(cardId));
    if (!c || player < 0 || player >= playerCount())
        return {{QStringLiteral("freeArchitects"), 0}, {QStringLiteral("takeWorkers"), 0}};
    const nn::BuyExtras e = nn::buyExtras(m_catalog, m_state.players[size_t(player)], *c);
    QVariantMap out{{QStringLiteral("freeArchitects"), e.freeArchitects}, {QStringLiteral("takeWorkers"), e.takeWorkers}};
    // Other nations' cards on this purchase: Abbasid Caliphate's offer, Axumite Kingdom's marked card.
    const nn::PurchaseByOthers others = nn::purchaseByOthers(m_catalog, m_state, player, *c);
    QVariantList alsoVp;
    for (const auto &a : others.alsoVp)
        alsoVp.append(QVariantMap{{QStringLiteral("player"), a.player},
                                  {QStringLiteral("playerName"), qs(m_state.players[size_t(a.player)].name)},
                                  {QStringLiteral("cardName"), qs(nn::ruleSourceName(m_catalog, a.card))},
                                  {QStringLiteral("price"), a.price}});
    out.insert(QStringLiteral("alsoVp"), alsoVp);
    if (others.surcharge)
        out.insert(QStringLiteral("surcharge"),
                   tr("Marked by %1 (%2): %3 Gold more, paid to %1")
                       .arg(qs(m_state.players[size_t(others.surcharge->owner)].name),
                            qs(nn::ruleSourceName(m_catalog, others.surcharge->card)))
                       .arg(others.surcharge->pay[nc::Quantity::Gold]));
    return out;
}

bool GameController::takeTurmoil(int player, const QString &choice)
{
    return performAction("turmoil", json{{"player", player}, {"choice", ss(choice)}});
}

bool GameController::exploreNaturalWonder(int player, int cover, const QStringList &colonies)
{
    json a{{"player", player}};
    if (cover >= 0)
        a["cover"] = cover;
    if (!colonies.isEmpty()) { // Victoria Falls: the Colonies drawn (its 4th Progress Board row)
        a["colonies"] = json::array();
        for (const QString &id : colonies)
            a["colonies"].push_back(ss(id));
    }
    return performAction("explore", a);
}

QVariantMap GameController::coloniesRowDiscovery(int player) const
{
    const nn::ColoniesRowDiscovery d = nn::coloniesRowDiscovery(m_catalog, m_state, player);
    QVariantList candidates;
    if (d.pending)
        for (const nn::ProgressCard *c : nn::coloniesRowCandidates(m_catalog, m_state))
            candidates.append(QVariantMap{{QStringLiteral("id"), qs(c->id)}, {QStringLiteral("name"), qs(c->name)}});
    const nn::ProgressCard *w = d.pending ? m_catalog.card(d.card) : nullptr;
    return {{QStringLiteral("pending"), d.pending},
            {QStringLiteral("card"), qs(d.card)},
            {QStringLiteral("name"), w ? qs(w->name) : QString()},
            {QStringLiteral("max"), d.max},
            {QStringLiteral("priceGold"), d.priceGold},
            {QStringLiteral("candidates"), candidates}};
}

QStringList GameController::boardRow4Cards() const
{
    QStringList l;
    if (m_state.boardRow4)
        for (const auto &id : m_state.boardRow4->cards)
            l.append(qs(id));
    return l;
}

bool GameController::setDynasty(int player, const QString &dynastyId)
{
    return editPlayer(player, [&](nn::PlayerState &p) { p.dynasty = ss(dynastyId); });
}

bool GameController::dynasties() const
{
    return hasGame() && m_state.options.usesSet("dynasties");
}

int GameController::turmoilCardsLeft() const { return hasGame() ? nn::turmoilCardsLeft(m_catalog, m_state) : 0; }

int GameController::cardPrice(int player, const QString &cardId, int row) const
{
    const nn::ProgressCard *c = m_catalog.card(ss(cardId));
    if (!c || player < 0 || player >= playerCount() || row < 1 || row > (m_state.boardRow4 ? 4 : 3))
        return -1;
    return nn::cardPrice(m_catalog, m_state, player, *c, row);
}

int GameController::deployCost(int player, int slot) const
{
    if (player < 0 || player >= playerCount())
        return -1;
    const auto &p = m_state.players[size_t(player)];
    if (slot < 0 || slot >= int(p.buildings.size()))
        return -1;
    const nn::ProgressCard *c = m_catalog.card(p.buildings[size_t(slot)].card);
    return c ? nn::deployCost(m_catalog, p, *c) : -1;
}

QVariantList GameController::specialActions(int player) const
{
    QVariantList l;
    if (player < 0 || player >= playerCount())
        return l;
    const auto &uses = m_state.roundInputs.actionPhase.specialUses;
    // Each source's special actions (rule = index among them): active cards, then the nation-special
    // space (a B side's special or the dynasty in play, nn::nationRuleSources).
    // `owner` != player: another nation's card offering its action to the others (Frédéric Chopin, the
    // dynasty Polish-Lithuanian Commonwealth): only its rules with target "others", indexed among them.
    auto addSource = [&](const std::string &id, const std::string &name, const std::string &effect,
                         const std::vector<nn::Rule> &typed, int owner) {
        int index = 0;
        for (size_t i = 0; i < typed.size(); ++i) {
            const nn::Effect &e = typed[i].effect; // the rule's parameters, typed at catalog load (rule_effect.h)
            if (typed[i].when != nn::Trigger::Action ||
                (nn::effectTarget(e) == nn::Target{nn::TargetGroup::Others}) != (owner != player))
                continue; // actions offered to other nations are taken from their owner's card (special())
            const auto &sup = typed[i].actionPhase; // classified once at catalog load (rule.h)
            QVariantList options, payOptions, parks, advisors;
            if (typed[i].shape == nn::EffectShape::TakeAdvisorFromWonderSpace) // the Advisors the owner offers
                for (const std::string &a : nn::wonderSpaceAdvisors(m_catalog, m_state.players[size_t(owner)])) {
                    options.append(cardName(m_catalog, a));
                    advisors.append(qs(a));
                }
            if (const auto *park = std::get_if<nn::ParkResources>(&e)) // Joseon Kingdom: 1..max of one resource
                for (nc::Quantity res : park->resources)
                    for (int n = 1; n <= park->maxAmount; ++n) {
                        options.append(amountsText(json{{std::string(nc::key(res)), n}}));
                        parks.append(QVariantMap{{qs(std::string(nc::key(res))), n}});
                    }
            if (const auto *plain = std::get_if<nn::PlainEffect>(&e)) {
                for (const nn::PlainEffect &o : plain->chooseOne) // an option's gain, else the whole option
                    options.append(o.gain ? amountsText(nc::toJson(*o.gain)) : o.gainFrom ? QString() : amountsText(nn::toJson(o)));
                for (const nc::Amounts &o : plain->payChoice)
                    payOptions.append(amountsText(nc::toJson(o)));
            }
            const auto used = uses.find(std::to_string(player) + "/" + id);
            l.append(QVariantMap{{QStringLiteral("card"), qs(id)},
                                 {QStringLiteral("name"), owner == player ? qs(name)
                                                                          : tr("%1 (of %2)").arg(qs(name), playerName(m_state, owner))},
                                 {QStringLiteral("owner"), owner},
                                 {QStringLiteral("advisors"), advisors},
                                 {QStringLiteral("rule"), index++},
                                 {QStringLiteral("text"), qs(effect)},
                                 {QStringLiteral("automated"), sup && sup->automated},
                                 {QStringLiteral("reason"), sup ? qs(sup->reason) : QString()},
                                 {QStringLiteral("options"), options},
                                 {QStringLiteral("payOptions"), payOptions},
                                 {QStringLiteral("parks"), parks},
                                 {QStringLiteral("used"), used == uses.end() ? 0 : used->second},
                                 {QStringLiteral("limit"), nn::usesPerRound(nn::effectLimit(e))}});
        }
    };
    for (int q = player, k = 0; k < playerCount(); ++k, q = (player + k) % playerCount()) { // own cards first
        const nn::PlayerState &p = m_state.players[size_t(q)];
        for (const nn::ProgressCard *c : nn::activeCards(m_catalog, p))
            addSource(c->id, c->name, c->effect, c->typedRules, q);
        for (const nn::NationRuleSource &src : nn::nationRuleSources(m_catalog, p))
            addSource(src.id, src.label, src.effect, *src.typed, q);
    }
    return l;
}

QVariantList GameController::privateArchitectSources(int player) const
{
    QVariantList l;
    if (player < 0 || player >= playerCount())
        return l;
    const auto &p = m_state.players[size_t(player)];
    const auto &used = m_state.roundInputs.actionPhase.privateArchitectsUsed;
    auto add = [&](const std::string &id, const QString &name, int count) {
        const auto u = used.find(std::to_string(player) + "/" + id);
        l.append(QVariantMap{{QStringLiteral("id"), qs(id)}, {QStringLiteral("name"), name},
                             {QStringLiteral("count"), count}, {QStringLiteral("used"), u == used.end() ? 0 : u->second}});
    };
    for (const nn::ProgressCard *c : nn::activeCards(m_catalog, p))
        if (c->privateArchitects > 0)
            add(c->id, qs(c->name), c->privateArchitects);
    // The nation-special space: a B side's special (Egypt B) or the dynasty covering it.
    for (const nn::NationRuleSource &src : nn::nationRuleSources(m_catalog, p)) {
        int count = 0;
        for (const nn::Rule &r : *src.typed)
            if (const auto *e = std::get_if<nn::PlainEffect>(&r.effect); e && r.when == nn::Trigger::Ongoing && e->privateArchitects)
                count += *e->privateArchitects;
        if (count > 0)
            add(src.id, src.dynasty ? qs(src.label) : tr("%1 special").arg(qs(m_catalog.nation(p.nation)->name)), count);
    }
    return l;
}

QVariantMap GameController::cardAutomation(const QString &cardId) const
{
    const std::string id = ss(cardId);
    return {{QStringLiteral("automated"), m_automation.automated(id)}, {QStringLiteral("reason"), m_automation.reason(id)}};
}

} // namespace nc::app
