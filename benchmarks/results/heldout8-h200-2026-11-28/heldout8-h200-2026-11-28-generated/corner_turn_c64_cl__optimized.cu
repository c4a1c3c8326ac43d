extern "C" __global__ void corner_turn_c64_opt(const float* in, const float* win, float* out, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
    int ucond = ((int)((unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull) < cols) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < rows);
    float2 win_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        int c_m0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        int r_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (ucond) {
            win_v0 = *(const float2*)&win[c_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_m0 = win_v0.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float2 out_v_m0 = make_float2(0.0f, 0.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float2 in_v_m0 = *(const float2*)&in[2 * (r_m0 * cols + c_m0)];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out_v_m0.x = in_v_m0.x * w_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out_v_m0.y = in_v_m0.y * w_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            *(float2*)&out[2 * (c_m0 * rows + r_m0)] = out_v_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        int c_m1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        int r_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float w_m1 = win_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float2 out_v_m1 = make_float2(0.0f, 0.0f);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            float2 in_v_m1 = *(const float2*)&in[2 * (r_m1 * cols + c_m1)];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out_v_m1.x = in_v_m1.x * w_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            out_v_m1.y = in_v_m1.y * w_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/corner_turn_c64.cl"
            *(float2*)&out[2 * (c_m1 * rows + r_m1)] = out_v_m1;
        }
    }
}
