#include "catalog/card_automation.h"

#include <QStringList>

#include "nations/coverage.h"

namespace nc::app {

CardAutomation::CardAutomation(const nc::nations::Catalog &catalog)
{
    for (const auto &gap : nc::nations::coverage(catalog).gaps) {
        if (gap.kind != "progress_card" && gap.kind != "nation_side" && gap.kind != "dynasty_card")
            continue;
        QStringList lines;
        for (const auto &why : gap.reasons)
            lines.append(QString::fromStdString(why));
        m_reasons.emplace(gap.id, lines.join(QLatin1Char('\n')));
    }
}

QString CardAutomation::reason(const std::string &cardId) const
{
    const auto it = m_reasons.find(cardId);
    return it == m_reasons.end() ? QString() : it->second;
}

} // namespace nc::app
