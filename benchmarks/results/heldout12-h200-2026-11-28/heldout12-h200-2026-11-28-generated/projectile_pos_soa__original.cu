extern "C" __global__ void projectile_pos_soa(const float* x0, const float* y0, const float* vx, const float* vy, float* px, float* py, float t, float g, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        px[i] = x0[i] + vx[i] * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        py[i] = y0[i] + vy[i] * t - 0.5f * g * t * t;
    }
}
