extern "C" __global__ void dz_central3d_zx_cf2x(const float* f, float* out, float half_inv_h, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
    int z_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
    int z_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
    int x = blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
    if (z_0 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        int plane_0 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        int i_0 = z_0 * plane_0 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        float v_0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        if (z_0 > 0 && z_0 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
            v_0 = (f[i_0 + plane_0] - f[i_0 - plane_0]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        out[i_0] = v_0;
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
    if (z_1 < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        int plane_1 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        int i_1 = z_1 * plane_1 + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        float v_1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        if (z_1 > 0 && z_1 < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
            v_1 = (f[i_1 + plane_1] - f[i_1 - plane_1]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cu"
        out[i_1] = v_1;
    }
}
