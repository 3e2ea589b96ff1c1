enum VPNAppModule {}
