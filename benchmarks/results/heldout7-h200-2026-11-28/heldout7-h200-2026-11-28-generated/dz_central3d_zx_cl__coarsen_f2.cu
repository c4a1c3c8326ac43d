extern "C" __global__ void dz_central3d_zx_cf2x(const float* f, float* out, float half_inv_h, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
