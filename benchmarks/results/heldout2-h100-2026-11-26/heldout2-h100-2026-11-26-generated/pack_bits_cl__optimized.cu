extern "C" __global__ void pack_bits_opt(const unsigned char* mask, unsigned int* words, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
    if (32 * t < n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        unsigned int w = 0u;
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
            for (int k = 0; k < 32 - 15; k += 16) {
                uint4 mask_v0;
                {
                    mask_v0 = *(const uint4*)&mask[32 * t + k];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.x & 255u) & 1) << k;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.x >> 8) & 255u) & 1) << (k + 1);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.x >> 16) & 255u) & 1) << (k + 2);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.x >> 24) & 1) << (k + 3);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.y & 255u) & 1) << (k + 4);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.y >> 8) & 255u) & 1) << (k + 5);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.y >> 16) & 255u) & 1) << (k + 6);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.y >> 24) & 1) << (k + 7);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.z & 255u) & 1) << (k + 8);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.z >> 8) & 255u) & 1) << (k + 9);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.z >> 16) & 255u) & 1) << (k + 10);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.z >> 24) & 1) << (k + 11);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.w & 255u) & 1) << (k + 12);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.w >> 8) & 255u) & 1) << (k + 13);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)((mask_v0.w >> 16) & 255u) & 1) << (k + 14);
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                    w |= (unsigned int)((int)(mask_v0.w >> 24) & 1) << (k + 15);
                }
            }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
            for (int k_r = 0 + (32 - 0) / 16 * 16; k_r < 32; k_r++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
                w |= (unsigned int)(mask[32 * t + k_r] & 1) << k_r;
            }
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/pack_bits.cl"
        words[t] = w;
    }
}
