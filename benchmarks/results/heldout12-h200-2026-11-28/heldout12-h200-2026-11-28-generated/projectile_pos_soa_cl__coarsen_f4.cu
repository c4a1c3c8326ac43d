extern "C" __global__ void projectile_pos_soa_cf4x(const float* x0, const float* y0_, const float* vx, const float* vy, float* px, float* py, float t, float g, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        px[i_0] = x0[i_0] + vx[i_0] * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        py[i_0] = y0_[i_0] + vy[i_0] * t - 0.5f * g * t * t;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        px[i_1] = x0[i_1] + vx[i_1] * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        py[i_1] = y0_[i_1] + vy[i_1] * t - 0.5f * g * t * t;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        px[i_2] = x0[i_2] + vx[i_2] * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        py[i_2] = y0_[i_2] + vy[i_2] * t - 0.5f * g * t * t;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        px[i_3] = x0[i_3] + vx[i_3] * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        py[i_3] = y0_[i_3] + vy[i_3] * t - 0.5f * g * t * t;
    }
}
