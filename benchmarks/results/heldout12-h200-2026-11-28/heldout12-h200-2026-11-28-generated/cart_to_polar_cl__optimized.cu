extern "C" __global__ void cart_to_polar_opt(const float* x, const float* y, float* radius, float* angle, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 x_v0;
    float4 y_v1;
    float4 radius_v2;
    float4 angle_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float a_m0 = x_v0.x;
            y_v1 = *(const float4*)&y[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float b_m0 = y_v1.x;
            radius_v2.x = sqrtf(a_m0 * a_m0 + b_m0 * b_m0);
            angle_v3.x = atan2f(b_m0, a_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float a_m1 = x_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float b_m1 = y_v1.y;
            radius_v2.y = sqrtf(a_m1 * a_m1 + b_m1 * b_m1);
            angle_v3.y = atan2f(b_m1, a_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float a_m2 = x_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float b_m2 = y_v1.z;
            radius_v2.z = sqrtf(a_m2 * a_m2 + b_m2 * b_m2);
            angle_v3.z = atan2f(b_m2, a_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float a_m3 = x_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cart_to_polar.cl"
            float b_m3 = y_v1.w;
            radius_v2.w = sqrtf(a_m3 * a_m3 + b_m3 * b_m3);
            *(float4*)(&radius[i_m3] - 3) = radius_v2;
            angle_v3.w = atan2f(b_m3, a_m3);
            *(float4*)(&angle[i_m3] - 3) = angle_v3;
        }
    }
}
