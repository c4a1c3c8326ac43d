extern "C" __global__ void projectile_pos_soa_cf2x(const float* x0, const float* y0, const float* vx, const float* vy, float* px, float* py, float t, float g, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        px[i_0] = x0[i_0] + vx[i_0] * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        py[i_0] = y0[i_0] + vy[i_0] * t - 0.5f * g * t * t;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        px[i_1] = x0[i_1] + vx[i_1] * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        py[i_1] = y0[i_1] + vy[i_1] * t - 0.5f * g * t * t;
    }
}
