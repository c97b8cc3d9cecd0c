#include "selftest/scene_items.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>

#include "selftest/selftest.h"

namespace nc::app {

bool isControl(const QQuickItem *item)
{
    for (const char *type : {"QQuickAbstractButton", "QQuickTextField", "QQuickTextArea", "QQuickComboBox",
                             "QQuickSpinBox", "QQuickSlider"})
        if (item->inherits(type))
            return true;
    return false;
}

QQuickWindow *showScene(QQmlApplicationEngine &engine, const QByteArray &qml)
{
    engine.loadData("import QtQuick\nimport QtQuick.Controls\n" + qml);
    auto *window = engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (window) {
        window->show();
        settleEvents();
    }
    return window;
}

} // namespace nc::app
