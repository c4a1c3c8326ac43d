extern "C" __global__ void dz_central3d_zx_opt(const float* f, float* out, float half_inv_h, int nx, int ny, int nz) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int ucond = ((int)((unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z) < nz) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < ny) & ((int)((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull) < nx);
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
    int ucond1 = ((int)((unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z) > 0) & ((int)((unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z) < nz - 1);
    float4 f_v0;
    float4 f_v1;
    float4 out_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int z_m0 = (unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int x_m0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int plane_m0 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int i_m0 = z_m0 * plane_m0 + y_m0 * nx + x_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            float v_m0 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            if (ucond1) {
                f_v0 = *(const float4*)&f[i_m0 + plane_m0];
                f_v1 = *(const float4*)&f[i_m0 - plane_m0];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
                v_m0 = (f_v0.x - f_v1.x) * half_inv_h;
            }
            out_v2.x = v_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int z_m1 = (unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int x_m1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int plane_m1 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int i_m1 = z_m1 * plane_m1 + y_m1 * nx + x_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            float v_m1 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            if (ucond1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
                v_m1 = (f_v0.y - f_v1.y) * half_inv_h;
            }
            out_v2.y = v_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int z_m2 = (unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int x_m2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int plane_m2 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int i_m2 = z_m2 * plane_m2 + y_m2 * nx + x_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            float v_m2 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            if (ucond1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
                v_m2 = (f_v0.z - f_v1.z) * half_inv_h;
            }
            out_v2.z = v_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int z_m3 = (unsigned long long)blockIdx.z * (unsigned long long)blockDim.z + (unsigned long long)threadIdx.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        int x_m3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int plane_m3 = nx * ny;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            int i_m3 = z_m3 * plane_m3 + y_m3 * nx + x_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            float v_m3 = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
            if (ucond1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/dz_central3d_zx.cl"
                v_m3 = (f_v0.w - f_v1.w) * half_inv_h;
            }
            out_v2.w = v_m3;
            *(float4*)(&out[i_m3] - 3) = out_v2;
        }
    }
}
