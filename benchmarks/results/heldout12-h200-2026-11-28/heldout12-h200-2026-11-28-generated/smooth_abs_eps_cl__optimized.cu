extern "C" __global__ void smooth_abs_eps_opt(const float* x, float* y, float eps, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 x_v0;
    float4 y_v1;
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
            float v_m0 = x_v0.x;
            y_v1.x = sqrtf(v_m0 * v_m0 + eps);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
            float v_m1 = x_v0.y;
            y_v1.y = sqrtf(v_m1 * v_m1 + eps);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
            float v_m2 = x_v0.z;
            y_v1.z = sqrtf(v_m2 * v_m2 + eps);
        }
    }
    {
#line 4 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
        if (ucond) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/smooth_abs_eps.cl"
            float v_m3 = x_v0.w;
            y_v1.w = sqrtf(v_m3 * v_m3 + eps);
            *(float4*)(&y[i_m3] - 3) = y_v1;
        }
    }
}
