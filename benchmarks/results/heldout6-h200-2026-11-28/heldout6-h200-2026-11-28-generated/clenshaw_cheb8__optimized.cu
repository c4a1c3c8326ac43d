extern "C" __global__ void clenshaw_cheb8_opt(const float* x, const float* c, float* y, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x_v0;
    float4 y_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        if (ucond) {
            x_v0 = *(const float4*)&x[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float t_m0 = x_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b1_m0 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b2_m0 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            for (int k_m0 = 7; k_m0 >= 1; k_m0--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                float b0_m0 = c[k_m0] + 2.0f * t_m0 * b1_m0 - b2_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b2_m0 = b1_m0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b1_m0 = b0_m0;
            }
            y_v1.x = c[0] + t_m0 * b1_m0 - b2_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float t_m1 = x_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b1_m1 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b2_m1 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            for (int k_m1 = 7; k_m1 >= 1; k_m1--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                float b0_m1 = c[k_m1] + 2.0f * t_m1 * b1_m1 - b2_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b2_m1 = b1_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b1_m1 = b0_m1;
            }
            y_v1.y = c[0] + t_m1 * b1_m1 - b2_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float t_m2 = x_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b1_m2 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b2_m2 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            for (int k_m2 = 7; k_m2 >= 1; k_m2--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                float b0_m2 = c[k_m2] + 2.0f * t_m2 * b1_m2 - b2_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b2_m2 = b1_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b1_m2 = b0_m2;
            }
            y_v1.z = c[0] + t_m2 * b1_m2 - b2_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float t_m3 = x_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b1_m3 = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            float b2_m3 = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
            for (int k_m3 = 7; k_m3 >= 1; k_m3--) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                float b0_m3 = c[k_m3] + 2.0f * t_m3 * b1_m3 - b2_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b2_m3 = b1_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/clenshaw_cheb8.cu"
                b1_m3 = b0_m3;
            }
            y_v1.w = c[0] + t_m3 * b1_m3 - b2_m3;
            *(float4*)(&y[i_m3] - 3) = y_v1;
        }
    }
}
