extern "C" __global__ void trmv_lower_opt(const float* L, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    int i = blockIdx.x * blockDim.y + threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            if (threadIdx.x != 0u)
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
                s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < i + 1 - 3; j += 128) {
                float4 L_v0;
                float4 x_v1;
                {
                    L_v0 = *(const float4*)&L[i * n + j];
                    x_v1 = *(const float4*)&x[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
                    s += L_v0.x * x_v1.x;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
                    s += L_v0.y * x_v1.y;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
                    s += L_v0.z * x_v1.z;
                }
                {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
                    s += L_v0.w * x_v1.w;
                }
            }
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += __shfl_xor_sync(4294967295u, s, 16);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += __shfl_xor_sync(4294967295u, s, 8);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += __shfl_xor_sync(4294967295u, s, 4);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += __shfl_xor_sync(4294967295u, s, 2);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            s += __shfl_xor_sync(4294967295u, s, 1);
#line 8 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
            for (int j_r = 0 + (i + 1 - 0) / 4 * 4; j_r < i + 1; j_r++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
                s += L[i * n + j_r] * x[j_r];
            }
        }
#line 10 "/work/main/.stage/main/benchmarks/heldout3/kernels/trmv_lower.cu"
        y[i] = s;
    }
}
