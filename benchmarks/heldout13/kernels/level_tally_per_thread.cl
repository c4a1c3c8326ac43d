// Held-out suite 13 (frozen). How many of n bytes hold each level 0..63, a work-item per level
// counting its matches over the whole input. Launched as one work-group of 64 items.
__kernel void level_tally_per_thread(__global const uchar *data, __global int *tally, int n)
{
    int level = get_global_id(0);
    if (level < 64) {
        int c = 0;
        for (int i = 0; i < n; i++)
            c += (data[i] == level) ? 1 : 0;
        tally[level] = c;
    }
}
