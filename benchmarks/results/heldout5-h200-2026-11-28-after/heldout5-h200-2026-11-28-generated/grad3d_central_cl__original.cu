extern "C" __global__ void grad3d_central(const float* f, float* gx, float* gy, float* gz, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
    int x = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
    if (x < nx && y < ny) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
        int plane = nx * ny;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
        bool edge = x == 0 || y == 0 || x == nx - 1 || y == ny - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
        for (int z = 0; z < nz; z++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
            int i = z * plane + y * nx + x;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
            if (edge || z == 0 || z == nz - 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
                gx[i] = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
                gy[i] = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
                gz[i] = 0.0f;
            } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
                gx[i] = 0.5f * (f[i + 1] - f[i - 1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
                gy[i] = 0.5f * (f[i + nx] - f[i - nx]);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cl"
                gz[i] = 0.5f * (f[i + plane] - f[i - plane]);
            }
        }
    }
}
