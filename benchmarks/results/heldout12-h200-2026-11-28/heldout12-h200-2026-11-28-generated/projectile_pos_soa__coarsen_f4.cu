extern "C" __global__ void projectile_pos_soa_cf4x(const float* x0, const float* y0, const float* vx, const float* vy, float* px, float* py, float t, float g, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        px[i_2] = x0[i_2] + vx[i_2] * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        py[i_2] = y0[i_2] + vy[i_2] * t - 0.5f * g * t * t;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        px[i_3] = x0[i_3] + vx[i_3] * t;
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/projectile_pos_soa.cu"
        py[i_3] = y0[i_3] + vy[i_3] * t - 0.5f * g * t * t;
    }
}
