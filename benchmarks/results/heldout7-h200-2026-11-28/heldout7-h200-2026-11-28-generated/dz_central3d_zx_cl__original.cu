extern "C" __global__ void dz_central3d_zx(const float* f, float* out, float half_inv_h, int nx, int ny, int nz) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int z = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int x = (unsigned long long)blockIdx.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    if (z < nz && y < ny && x < nx) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int plane = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int i = z * plane + y * nx + x;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        float v = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (z > 0 && z < nz - 1)
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            v = (f[i + plane] - f[i - plane]) * half_inv_h;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        out[i] = v;
    }
}
