extern "C" __global__ void logistic_iter_opt(const float* x0, float* x, float r, int iters, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 x0_v0;
    float4 x_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (ucond) {
            x0_v0 = *(const float4*)&x0[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_m0 = x0_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_m0 = 0; k_m0 < iters; k_m0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_m0 = r * v_m0 * (1.0f - v_m0);
            }
            x_v1.x = v_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_m1 = x0_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_m1 = 0; k_m1 < iters; k_m1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_m1 = r * v_m1 * (1.0f - v_m1);
            }
            x_v1.y = v_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_m2 = x0_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_m2 = 0; k_m2 < iters; k_m2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_m2 = r * v_m2 * (1.0f - v_m2);
            }
            x_v1.z = v_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_m3 = x0_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_m3 = 0; k_m3 < iters; k_m3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_m3 = r * v_m3 * (1.0f - v_m3);
            }
            x_v1.w = v_m3;
            *(float4*)(&x[i_m3] - 3) = x_v1;
        }
    }
}
