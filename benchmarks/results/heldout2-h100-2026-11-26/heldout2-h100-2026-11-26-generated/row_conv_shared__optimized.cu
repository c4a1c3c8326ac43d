extern "C" __global__ void row_conv_shared_opt(const float* in, const float* w, float* out, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    __shared__ float s[144];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int x = blockIdx.x * 128 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int y = blockIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    int row = y * width;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    s[t + 8] = in[row + min(x, width - 1)];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (t < 8) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t] = in[row + max(x - 8, 0)];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        s[t + 136] = in[row + min(x + 128, width - 1)];
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    __syncthreads();
#line 18 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
    if (x < width) {
#line 19 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        float acc = 0.0f;
        {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
            for (int k = 0; k < 17 - 15; k += 16) {
                float4 w_v0_0;
                float4 w_v0_1;
                float4 w_v0_2;
                float4 w_v0_3;
                {
                    w_v0_0 = *(const float4*)&w[k];
                    w_v0_1 = *(const float4*)(&w[k] + 4);
                    w_v0_2 = *(const float4*)(&w[k] + 8);
                    w_v0_3 = *(const float4*)(&w[k] + 12);
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_0.x * s[t + k];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_0.y * s[t + (k + 1)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_0.z * s[t + (k + 2)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_0.w * s[t + (k + 3)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_1.x * s[t + (k + 4)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_1.y * s[t + (k + 5)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_1.z * s[t + (k + 6)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_1.w * s[t + (k + 7)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_2.x * s[t + (k + 8)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_2.y * s[t + (k + 9)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_2.z * s[t + (k + 10)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_2.w * s[t + (k + 11)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_3.x * s[t + (k + 12)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_3.y * s[t + (k + 13)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_3.z * s[t + (k + 14)];
                }
                {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                    acc += w_v0_3.w * s[t + (k + 15)];
                }
            }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
            for (int k_r = 0 + (17 - 0) / 16 * 16; k_r < 17; k_r++) {
#line 21 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
                acc += w[k_r] * s[t + k_r];
            }
        }
#line 22 "/work/main/.stage/main/benchmarks/heldout2/kernels/row_conv_shared.cu"
        out[row + x] = acc;
    }
}
