extern "C" __global__ void grad3d_central_cf2x(const float* f, float* gx, float* gy, float* gz, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
    if (x_0 < nx && y < ny) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
        int plane_0 = nx * ny;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
        bool edge_0 = x_0 == 0 || y == 0 || x_0 == nx - 1 || y == ny - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
        for (int z_0 = 0; z_0 < nz; z_0++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
            int i_0 = z_0 * plane_0 + y * nx + x_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
            if (edge_0 || z_0 == 0 || z_0 == nz - 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gx[i_0] = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gy[i_0] = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gz[i_0] = 0.0f;
            } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gx[i_0] = 0.5f * (f[i_0 + 1] - f[i_0 - 1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gy[i_0] = 0.5f * (f[i_0 + nx] - f[i_0 - nx]);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gz[i_0] = 0.5f * (f[i_0 + plane_0] - f[i_0 - plane_0]);
            }
        }
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
    if (x_1 < nx && y < ny) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
        int plane_1 = nx * ny;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
        bool edge_1 = x_1 == 0 || y == 0 || x_1 == nx - 1 || y == ny - 1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
        for (int z_1 = 0; z_1 < nz; z_1++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
            int i_1 = z_1 * plane_1 + y * nx + x_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
            if (edge_1 || z_1 == 0 || z_1 == nz - 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gx[i_1] = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gy[i_1] = 0.0f;
#line 17 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gz[i_1] = 0.0f;
            } else {
#line 19 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gx[i_1] = 0.5f * (f[i_1 + 1] - f[i_1 - 1]);
#line 20 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gy[i_1] = 0.5f * (f[i_1 + nx] - f[i_1 - nx]);
#line 21 "/work/main/.stage/main/benchmarks/heldout5/kernels/grad3d_central.cu"
                gz[i_1] = 0.5f * (f[i_1 + plane_1] - f[i_1 - plane_1]);
            }
        }
    }
}
