import CalculatorController

print(CalculatorController().viewState.display)
