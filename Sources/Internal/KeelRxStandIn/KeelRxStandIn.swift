enum KeelRxStandInModule {}
