extern "C" __global__ void polar_to_cart_opt(const float* r, const float* theta, float* x, float* y, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 theta_v0;
    float4 r_v1;
    float4 x_v2;
    float4 y_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        if (ucond) {
            theta_v0 = *(const float4*)&theta[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float t_m0 = theta_v0.x;
            r_v1 = *(const float4*)&r[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float ri_m0 = r_v1.x;
            x_v2.x = ri_m0 * cosf(t_m0);
            y_v3.x = ri_m0 * sinf(t_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float t_m1 = theta_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float ri_m1 = r_v1.y;
            x_v2.y = ri_m1 * cosf(t_m1);
            y_v3.y = ri_m1 * sinf(t_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float t_m2 = theta_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float ri_m2 = r_v1.z;
            x_v2.z = ri_m2 * cosf(t_m2);
            y_v3.z = ri_m2 * sinf(t_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float t_m3 = theta_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/polar_to_cart.cl"
            float ri_m3 = r_v1.w;
            x_v2.w = ri_m3 * cosf(t_m3);
            *(float4*)(&x[i_m3] - 3) = x_v2;
            y_v3.w = ri_m3 * sinf(t_m3);
            *(float4*)(&y[i_m3] - 3) = y_v3;
        }
    }
}
