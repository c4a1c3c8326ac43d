extern "C" __global__ void pcm16_gain_q15_cf4x_st32(const short* in, short* out, int gain, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        int v_0 = ((int)in[i_0] * gain + 16384) >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        v_0 = v_0 > 32767 ? 32767 : v_0 < -32768 ? -32768 : v_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        out[i_0] = (short)v_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        int v_1 = ((int)in[i_1] * gain + 16384) >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        v_1 = v_1 > 32767 ? 32767 : v_1 < -32768 ? -32768 : v_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        out[i_1] = (short)v_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        int v_2 = ((int)in[i_2] * gain + 16384) >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        v_2 = v_2 > 32767 ? 32767 : v_2 < -32768 ? -32768 : v_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        out[i_2] = (short)v_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        int v_3 = ((int)in[i_3] * gain + 16384) >> 15;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        v_3 = v_3 > 32767 ? 32767 : v_3 < -32768 ? -32768 : v_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/pcm16_gain_q15.cu"
        out[i_3] = (short)v_3;
    }
}
