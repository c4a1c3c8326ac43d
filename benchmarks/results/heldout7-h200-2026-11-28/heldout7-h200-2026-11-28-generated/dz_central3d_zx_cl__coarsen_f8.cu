extern "C" __global__ void dz_central3d_zx_cf8x(const float* f, float* out, float half_inv_h, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int x = (unsigned long long)blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_0 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_0 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_0 = z_0 * plane_0 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_0 > 0 && z_0 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_0 = (f[i_0 + plane_0] - f[i_0 - plane_0]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_0] = v_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_1 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_1 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_1 = z_1 * plane_1 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_1 > 0 && z_1 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_1 = (f[i_1 + plane_1] - f[i_1 - plane_1]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_1] = v_1;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_2 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_2 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_2 = z_2 * plane_2 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_2 > 0 && z_2 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_2 = (f[i_2 + plane_2] - f[i_2 - plane_2]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_2] = v_2;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_3 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_3 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_3 = z_3 * plane_3 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_3 > 0 && z_3 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_3 = (f[i_3 + plane_3] - f[i_3 - plane_3]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_3] = v_3;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_4 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_4 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_4 = z_4 * plane_4 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_4 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_4 > 0 && z_4 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_4 = (f[i_4 + plane_4] - f[i_4 - plane_4]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_4] = v_4;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_5 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_5 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_5 = z_5 * plane_5 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_5 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_5 > 0 && z_5 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_5 = (f[i_5 + plane_5] - f[i_5 - plane_5]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_5] = v_5;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_6 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_6 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_6 = z_6 * plane_6 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_6 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_6 > 0 && z_6 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_6 = (f[i_6 + plane_6] - f[i_6 - plane_6]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_6] = v_6;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z_7 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane_7 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i_7 = z_7 * plane_7 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v_7 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z_7 > 0 && z_7 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v_7 = (f[i_7 + plane_7] - f[i_7 - plane_7]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i_7] = v_7;
    }
}
