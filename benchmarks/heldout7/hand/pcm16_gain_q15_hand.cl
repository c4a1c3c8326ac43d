// Held-out suite 7 (frozen), hand version of pcm16_gain_q15: eight samples per thread, read
// and written as one uint4 (four 4-byte words of two samples each); the samples are taken
// apart and put back together in registers. n is a multiple of 8; the launch covers n / 8
// threads.
__kernel void pcm16_gain_q15_hand(__global const short *in, __global short *out, int gain,
                                  int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (8 * t < n) {
        uint4 w = ((__global const uint4 *)in)[t];
        unsigned int word[4];
        word[0] = w.x;
        word[1] = w.y;
        word[2] = w.z;
        word[3] = w.w;
        for (int k = 0; k < 4; k++) {
            int lo = (int)(short)(word[k] & 65535u);
            int hi = (int)(short)(word[k] >> 16);
            lo = (lo * gain + 16384) >> 15;
            hi = (hi * gain + 16384) >> 15;
            lo = lo > 32767 ? 32767 : (lo < -32768 ? -32768 : lo);
            hi = hi > 32767 ? 32767 : (hi < -32768 ? -32768 : hi);
            word[k] = ((unsigned int)lo & 65535u) | ((unsigned int)hi << 16);
        }
        ((__global uint4 *)out)[t] = (uint4)(word[0], word[1], word[2], word[3]);
    }
}
