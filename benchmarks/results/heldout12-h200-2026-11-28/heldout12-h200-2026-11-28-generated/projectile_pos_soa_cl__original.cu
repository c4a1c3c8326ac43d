extern "C" __global__ void projectile_pos_soa(const float* x0, const float* y0_, const float* vx, const float* vy, float* px, float* py, float t, float g, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        px[i] = x0[i] + vx[i] * t;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cl"
        py[i] = y0_[i] + vy[i] * t - 0.5f * g * t * t;
    }
}
