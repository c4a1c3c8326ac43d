extern "C" __global__ void corner_turn_c64_opt(const float* in, const float* win, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
    int ucond = ((int)(blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u) < cols) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < rows);
    float2 win_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        int c_m0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        int r_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (ucond) {
            win_v0 = *(const float2*)&win[c_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_m0 = win_v0.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float2 out_v_m0 = make_float2(0.0f, 0.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float2 in_v_m0 = *(const float2*)&in[2 * (r_m0 * cols + c_m0)];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out_v_m0.x = in_v_m0.x * w_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out_v_m0.y = in_v_m0.y * w_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            *(float2*)&out[2 * (c_m0 * rows + r_m0)] = out_v_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        int c_m1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        int r_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float w_m1 = win_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float2 out_v_m1 = make_float2(0.0f, 0.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            float2 in_v_m1 = *(const float2*)&in[2 * (r_m1 * cols + c_m1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out_v_m1.x = in_v_m1.x * w_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            out_v_m1.y = in_v_m1.y * w_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cu"
            *(float2*)&out[2 * (c_m1 * rows + r_m1)] = out_v_m1;
        }
    }
}
