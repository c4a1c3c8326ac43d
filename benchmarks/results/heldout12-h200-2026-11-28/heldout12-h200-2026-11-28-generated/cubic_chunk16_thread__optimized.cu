extern "C" __global__ void cubic_chunk16_thread_opt(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
    int first = (blockIdx.x * blockDim.y + threadIdx.y) * 16;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        for (int k = 0 + 4 * (int)threadIdx.x; k < 16 - 3; k += 16) {
            float4 x_v0;
            float4 y_v1;
            {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                int i_u0 = first + k;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                if (i_u0 < n) {
                    x_v0 = *(const float4*)&x[i_u0];
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                    float v_u0 = x_v0.x;
                    y_v1.x = v_u0 * v_u0 * v_u0 - v_u0;
                }
            }
            {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                int i_u1 = first + (k + 1);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                if (i_u1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                    float v_u1 = x_v0.y;
                    y_v1.y = v_u1 * v_u1 * v_u1 - v_u1;
                }
            }
            {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                int i_u2 = first + (k + 2);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                if (i_u2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                    float v_u2 = x_v0.z;
                    y_v1.z = v_u2 * v_u2 * v_u2 - v_u2;
                }
            }
            {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                int i_u3 = first + (k + 3);
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                if (i_u3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                    float v_u3 = x_v0.w;
                    y_v1.w = v_u3 * v_u3 * v_u3 - v_u3;
                    *(float4*)(&y[i_u3] - 3) = y_v1;
                }
            }
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
        for (int k_r = 0 + (16 - 0) / 4 * 4 + (int)threadIdx.x; k_r < 16; k_r += 4) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            int i_r = first + k_r;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
            if (i_r < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                float v_r = x[i_r];
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/cubic_chunk16_thread.cu"
                y[i_r] = v_r * v_r * v_r - v_r;
            }
        }
    }
}
