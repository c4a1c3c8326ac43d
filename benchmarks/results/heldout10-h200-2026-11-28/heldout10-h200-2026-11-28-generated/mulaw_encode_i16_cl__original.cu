extern "C" __global__ void mulaw_encode_i16(const short* pcm, unsigned char* code, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int s = pcm[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int sign = s < 0 ? 128 : 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int mag = s < 0 ? -s : s;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        if (mag > 32635)
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
            mag = 32635;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        mag += 132;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int seg = 7;
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        for (int mask = 16384; (mag & mask) == 0 && seg > 0; mask >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
            seg--;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        int step = (mag >> (seg + 3)) & 15;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/mulaw_encode_i16.cl"
        code[i] = (unsigned char)(~(sign | (seg << 4) | step) & 255);
    }
}
